import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { experiences, moodEntries, userInteractions } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import {
  cancel,
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { mutation, pullAll, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * "How was it?" (decision 0012): only after a door check-in, one per user and experience, the
 * experience's running sum and count exact after updates and replays, the average public, the
 * rating and the visit's mood private.
 */

let t: TestApp;
let w: World;
let ana: Account;
let ben: Account;
let experienceId: string;

const START = "2025-07-01T17:00:00.000Z";

beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  ana = await quickAccount(t, "ana");
  ben = await quickAccount(t, "ben");
  experienceId = await listing(t, w.partner, { date: START, maxParticipants: 10 });
  t.clock.set(new Date("2025-07-01T16:00:00.000Z"));
});
afterEach(() => t.close());

async function attend(account: Account) {
  await register(t, account, experienceId, "2025-06-20T10:00:00.000Z");
  const registrationId = (await registrationOf(t, account.user.id, experienceId))?.id ?? "";
  t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
  const result = await scan(t, w.partner, {
    registrationId,
    experienceId,
    scannedAt: "2025-07-01T16:58:00.000Z",
  });
  expect(result.status).toBe("applied");
  expect((await registrationOf(t, account.user.id, experienceId))?.status).toBe("attended");
  t.clock.set(new Date("2025-07-01T20:00:00.000Z"));
}

const rate = (account: Account, rating: number, extra: Record<string, unknown> = {}) =>
  push1(t, account, "feedback.submit", { id: uuidv7(), experienceId, rating, ...extra });

const stored = async () => {
  const row = await t.db.select().from(experiences).where(eq(experiences.id, experienceId)).get();
  return { sum: row?.ratingSum, count: row?.ratingCount };
};
const feedbackRows = (userId: string) =>
  t.db
    .select()
    .from(userInteractions)
    .where(
      and(eq(userInteractions.userId, userId), eq(userInteractions.experienceId, experienceId)),
    )
    .all();
const publicExperience = async () => json(await t.app.request(`/api/experiences/${experienceId}`));

describe("feedback.submit", () => {
  it("refuses the experience's door staff: its creator and their door helpers", async () => {
    const helper = await quickAccount(t, "door.hand");
    const named = await push1(t, w.partner, "doorHelper.add", {
      id: uuidv7(),
      username: "door.hand",
    });
    expect(named.status).toBe("applied");
    for (const staff of [w.partner, helper]) {
      t.clock.set(new Date("2025-07-01T16:00:00.000Z"));
      await attend(staff);
    }
    for (const staff of [w.partner, helper]) {
      expect(await rate(staff, 5)).toMatchObject({
        status: "rejected",
        error: { code: "feedback_own_listing" },
      });
    }
    expect(await stored()).toEqual({ sum: 0, count: 0 });
    t.clock.set(new Date("2025-07-01T16:00:00.000Z"));
    await attend(ana);
    expect((await rate(ana, 4)).status).toBe("applied");
    expect(await stored()).toEqual({ sum: 4, count: 1 });
  });

  it("is refused unless the registration was checked in at the door", async () => {
    const notRegistered = await rate(ana, 5);
    expect(notRegistered).toMatchObject({
      status: "rejected",
      error: { code: "feedback_not_attended" },
    });
    await register(t, ana, experienceId);
    expect((await rate(ana, 5)).error.code).toBe("feedback_not_attended");
    await cancel(t, ana, experienceId);
    expect((await rate(ana, 5)).error.code).toBe("feedback_not_attended");
    expect(await stored()).toEqual({ sum: 0, count: 0 });
    expect(await feedbackRows(ana.user.id)).toEqual([]);
    expect(await publicExperience()).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });

  it("refuses an unknown experience", async () => {
    const result = await push1(t, ana, "feedback.submit", {
      id: uuidv7(),
      experienceId: uuidv7(),
      rating: 4,
    });
    expect(result.error.code).toBe("experience_not_found");
  });

  it("stores a user_interactions row and changes the public average", async () => {
    await attend(ana);
    expect((await rate(ana, 4, { feedback: "  Lovely choir  " })).status).toBe("applied");
    const [row] = await feedbackRows(ana.user.id);
    expect(row).toMatchObject({
      interactionType: "feedback",
      rating: 4,
      feedback: "Lovely choir",
      createdAt: "2025-07-01T20:00:00.000Z",
      updatedAt: null,
    });
    expect(await stored()).toEqual({ sum: 4, count: 1 });
    expect(await publicExperience()).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    // The experience is announced publicly: a signed-out pull sees the new average.
    const visitor = await pullAll(t, null);
    expect(visitor.rows.get(`experience:${experienceId}`)).toMatchObject({
      ratingAverage: 4,
      ratingCount: 1,
    });
  });

  it("keeps one row per user and experience: a second submit replaces it, sum and count exact", async () => {
    await attend(ana);
    await attend(ben);
    const first = uuidv7();
    await push1(t, ana, "feedback.submit", {
      id: first,
      experienceId,
      rating: 2,
      feedback: "Cold",
    });
    await rate(ben, 5);
    expect(await stored()).toEqual({ sum: 7, count: 2 });
    // Another device of ana's, with its own id: the first row is updated, the id kept.
    const second = uuidv7();
    const result = await push1(t, ana, "feedback.submit", { id: second, experienceId, rating: 4 });
    expect(result.status).toBe("applied");
    const rows = await feedbackRows(ana.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first, rating: 4, feedback: null });
    expect(rows[0]?.updatedAt).toBe("2025-07-01T20:00:00.000Z");
    expect(await stored()).toEqual({ sum: 9, count: 2 });
    expect(await publicExperience()).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    // Ana's devices keep the server's row and drop the other id.
    const mine = await pullAll(t, ana);
    expect(mine.rows.get(`interaction:${first}`)).toMatchObject({ rating: 4, feedback: null });
    expect(mine.rows.has(`interaction:${second}`)).toBe(false);
  });

  it("applies an offline submit exactly once, however often it is delivered", async () => {
    await attend(ana);
    const queued = mutation(
      "feedback.submit",
      { id: uuidv7(), experienceId, rating: 3 },
      "2025-07-01T19:30:00.000Z",
    );
    // Duplicate delivery in one batch, then a retry after a lost response.
    const once = await pushAs(t, ana, [queued, queued]);
    const again = await pushAs(t, ana, [queued]);
    expect([...once.body.results, ...again.body.results].map((r) => r.status)).toEqual([
      "applied",
      "applied",
      "applied",
    ]);
    expect(await stored()).toEqual({ sum: 3, count: 1 });
    expect(await feedbackRows(ana.user.id)).toHaveLength(1);
    // The row keeps the hour it was given on the device.
    expect((await feedbackRows(ana.user.id))[0]?.createdAt).toBe("2025-07-01T19:30:00.000Z");
  });

  it("rejects ratings outside 1–5 and words over 1000 characters", async () => {
    await attend(ana);
    for (const rating of [0, 6, 3.5, null]) {
      expect((await rate(ana, rating as number)).error).toMatchObject({
        code: "rating_required",
        errors: { rating: "rating_required" },
      });
    }
    expect((await rate(ana, 4, { feedback: "x".repeat(1001) })).error.code).toBe(
      "feedback_too_long",
    );
    expect(await stored()).toEqual({ sum: 0, count: 0 });
  });

  it("keeps each person's rating and words private: the partner pulls only the average", async () => {
    await attend(ana);
    await rate(ana, 5, { feedback: "Private words" });
    const partner = await pullAll(t, w.partner);
    const keys = [...partner.rows.keys()];
    expect(keys.some((k) => k.startsWith("interaction:"))).toBe(false);
    expect(JSON.stringify([...partner.rows.values()])).not.toContain("Private words");
    expect(partner.rows.get(`experience:${experienceId}`)).toMatchObject({ ratingAverage: 5 });
    const other = await pullAll(t, ben);
    expect([...other.rows.keys()].some((k) => k.startsWith("interaction:"))).toBe(false);
  });
});

describe("mood.log for a visit", () => {
  const logVisitMood = (account: Account) =>
    push1(t, account, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 8, experienceId });

  it("is refused before the door check-in, and stored with its experience after", async () => {
    await register(t, ana, experienceId);
    expect((await logVisitMood(ana)).error.code).toBe("feedback_not_attended");
    await attend(ana);
    expect((await logVisitMood(ana)).status).toBe("applied");
    const [row] = await t.db
      .select()
      .from(moodEntries)
      .where(eq(moodEntries.userId, ana.user.id))
      .all();
    expect(row).toMatchObject({ mood: "joyful", intensity: 8, experienceId });
    const mine = await pullAll(t, ana);
    expect(mine.rows.get(`moodEntry:${row?.id}`)).toMatchObject({ experienceId });
    // Partners never see individual moods.
    const partner = await pullAll(t, w.partner);
    expect([...partner.rows.keys()].some((k) => k.startsWith("moodEntry:"))).toBe(false);
  });
});
