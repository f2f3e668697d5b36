import { count, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { pushResponseSchema, SYNC_LIMITS } from "#domain/sync-protocol.ts";
import {
  appliedMutations,
  changeLog,
  experiences,
  moodEntries,
  userExperiences,
  userFavorites,
} from "../db/schema.ts";
import { MUTATION_HANDLERS } from "../services/mutation-handlers.ts";
import { signUp } from "../testing/accounts.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const logSize = async () => (await t.db.select({ n: count() }).from(changeLog).get())?.n ?? 0;
const moodsOf = (userId: string) =>
  t.db.select().from(moodEntries).where(eq(moodEntries.userId, userId)).all();

describe("POST /api/sync/push", () => {
  it("applies mutations in order: a row created earlier in the batch is usable later", async () => {
    const id = uuidv7();
    const batch = [
      mutation("experience.create", { id, ...experienceBody({ title: "First" }) }),
      mutation("experience.update", { id, ...experienceBody({ title: "Second" }) }),
      mutation("registration.create", { id: uuidv7(), experienceId: id }),
      mutation("experience.update", { id, ...experienceBody({ title: "Third" }) }),
    ];
    const { status, body } = await pushAs(t, w.partner, batch);
    expect(status).toBe(200);
    expect(v.is(pushResponseSchema, body)).toBe(true);
    expect(body.results).toEqual(batch.map((m) => ({ id: m.id, status: "applied" })));
    const row = await t.db.select().from(experiences).where(eq(experiences.id, id)).get();
    expect(row).toMatchObject({ title: "Third", createdBy: w.partner.user.id, placesTaken: 1 });
    expect(
      await t.db.select().from(userExperiences).where(eq(userExperiences.experienceId, id)).all(),
    ).toHaveLength(1);
  });

  it("a repeated push changes nothing and answers the same results", async () => {
    const batch = [
      mutation("mood.log", { id: uuidv7(), mood: "calm-ish", intensity: 3 }),
      mutation("mood.log", { id: uuidv7(), mood: "lonely", intensity: 4 }),
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
    ];
    const first = await pushAs(t, w.individual, batch);
    const size = await logSize();
    const second = await pushAs(t, w.individual, batch);
    expect(second).toEqual(first);
    expect(await logSize()).toBe(size);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(1);
    expect(first.body.results[0]).toMatchObject({
      status: "rejected",
      error: {
        code: "mood_required",
        message: "Please choose a mood",
        errors: { mood: "mood_required" },
      },
    });
  });

  it("a rejection in the middle does not stop the rest", async () => {
    const batch = [
      mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 8 }),
      mutation("favorite.add", { id: uuidv7(), experienceId: uuidv7() }),
      mutation("no.such.mutation", {}),
      mutation("mood.log", { id: uuidv7(), mood: "sad", intensity: 2 }),
    ];
    const { body } = await pushAs(t, w.individual, batch);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "rejected",
      "rejected",
      "applied",
    ]);
    expect(body.results[1].error).toEqual({
      code: "experience_not_found",
      message: "Experience not found",
    });
    expect(body.results[2].error).toEqual({
      code: "unknown_mutation",
      message: "This kind of change is not known to the server",
    });
    expect((await moodsOf(w.individual.user.id)).map((m) => m.mood).sort()).toEqual([
      "joyful",
      "sad",
    ]);
  });

  it("a rejection is final: the same id stays rejected after the cause is gone", async () => {
    const experienceId = uuidv7();
    const fav = mutation("favorite.add", { id: uuidv7(), experienceId });
    expect((await pushAs(t, w.individual, [fav])).body.results[0].status).toBe("rejected");
    await pushAs(t, w.partner, [
      mutation("experience.create", { id: experienceId, ...experienceBody() }),
    ]);
    expect((await pushAs(t, w.individual, [fav])).body.results[0]).toMatchObject({
      status: "rejected",
      error: { code: "experience_not_found" },
    });
    expect(await t.db.select().from(userFavorites).all()).toHaveLength(0);
  });

  it("two identical pushes at the same time apply once", async () => {
    const batch = Array.from({ length: 20 }, (_, i) =>
      mutation("mood.log", { id: uuidv7(), mood: "curious", intensity: (i % 10) + 1 }),
    );
    const [a, b] = await Promise.all([
      pushAs(t, w.individual, batch),
      pushAs(t, w.individual, batch),
    ]);
    expect(a).toEqual(b);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(20);
    const records = await t.db
      .select()
      .from(appliedMutations)
      .where(eq(appliedMutations.userId, w.individual.user.id))
      .all();
    expect(records.map((r) => r.mutationId).sort()).toEqual(batch.map((m) => m.id).sort());
  });

  it("mutation ids are per user: another user's same id is a different mutation", async () => {
    const m = mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 5 });
    await pushAs(t, w.individual, [m]);
    const other = await pushAs(t, w.other, [
      { ...m, args: { id: uuidv7(), mood: "sad", intensity: 5 } },
    ]);
    expect(other.body.results[0].status).toBe("applied");
    expect(await moodsOf(w.other.user.id)).toHaveLength(1);
  });

  it("a crash mid-batch rolls the whole batch back (5xx); the retry applies each exactly once", async () => {
    const original = MUTATION_HANDLERS["favorite.add"];
    MUTATION_HANDLERS["favorite.add"] = () => {
      throw new Error("disk I/O error");
    };
    const batch = [
      mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 5 }),
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
      mutation("mood.log", { id: uuidv7(), mood: "sad", intensity: 5 }),
    ];
    try {
      const failed = await pushAs(t, w.individual, batch);
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ code: "internal_error", message: "Internal server error" });
    } finally {
      MUTATION_HANDLERS["favorite.add"] = original;
    }
    // One transaction per batch: the mood before the crash went back too, nothing half-applied.
    expect(await moodsOf(w.individual.user.id)).toHaveLength(0);
    const retry = await pushAs(t, w.individual, batch);
    expect(retry.body.results.every((r: { status: string }) => r.status === "applied")).toBe(true);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(2);
    expect(await t.db.select().from(userFavorites).all()).toHaveLength(1);
  });

  it("takes the user from the token: userId and createdBy in args are ignored", async () => {
    const id = uuidv7();
    await pushAs(t, w.individual, [
      mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 5, userId: w.other.user.id }),
    ]);
    await pushAs(t, w.partner, [
      mutation("experience.create", {
        id,
        ...experienceBody(),
        createdBy: w.other.user.id,
        isActive: false,
      }),
    ]);
    expect(await moodsOf(w.other.user.id)).toHaveLength(0);
    expect(await t.db.select().from(experiences).where(eq(experiences.id, id)).get()).toMatchObject(
      {
        createdBy: w.partner.user.id,
        isActive: true,
      },
    );
  });

  it("only cultural partners may create experiences through sync too", async () => {
    const { body } = await pushAs(t, w.professional, [
      mutation("experience.create", { id: uuidv7(), ...experienceBody() }),
    ]);
    expect(body.results[0]).toMatchObject({
      status: "rejected",
      error: { code: "experience_create_partners_only" },
    });
  });

  it("never overwrites another user's experience through a reused id", async () => {
    const rival = await signUp(t, "rival-partner", "cultural_partner");
    const { body } = await pushAs(t, rival, [
      mutation("experience.create", { id: w.listingId, ...experienceBody({ title: "Hijack" }) }),
      mutation("experience.update", { id: w.listingId, ...experienceBody({ title: "Hijack" }) }),
    ]);
    expect(body.results.map((r: { error: { code: string } }) => r.error.code)).toEqual([
      "id_in_use",
      "not_creator",
    ]);
    const row = await t.db.select().from(experiences).where(eq(experiences.id, w.listingId)).get();
    expect(row?.title).toBe("Clay and Conversation");
  });

  it("keeps the device's time for an offline mood, but never a future one", async () => {
    t.clock.advance(3 * 24 * 60 * 60 * 1000); // three days offline
    const past = mutation(
      "mood.log",
      { id: uuidv7(), mood: "joyful", intensity: 5 },
      "2025-06-03T08:00:00.000Z",
    );
    const future = mutation(
      "mood.log",
      { id: uuidv7(), mood: "sad", intensity: 5 },
      "2030-01-01T00:00:00.000Z",
    );
    await pushAs(t, w.individual, [past, future]);
    const times = (await moodsOf(w.individual.user.id)).map((m) => [m.mood, m.createdAt]);
    expect(Object.fromEntries(times)).toEqual({
      joyful: "2025-06-03T08:00:00.000Z",
      sad: t.clock().toISOString(),
    });
  });

  it("refuses a malformed request as a whole (400), and more than maxPushBatch mutations", async () => {
    const bad = await t.post("/api/sync/push", { clientId: "x", mutations: [] }, w.individual.auth);
    expect(bad.status).toBe(400);
    const many = Array.from({ length: SYNC_LIMITS.maxPushBatch + 1 }, () =>
      mutation("mood.log", {}),
    );
    expect((await pushAs(t, w.individual, many)).status).toBe(400);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(0);
  });

  it("accepts newsletter.subscribe and contact.submit for offline queueing", async () => {
    const { body } = await pushAs(t, w.individual, [
      mutation("newsletter.subscribe", { email: "Queue@Example.com" }),
      mutation("contact.submit", {
        id: uuidv7(),
        name: "Alex",
        email: "alex@example.com",
        subject: "Hi",
        message: "Written on the train, sent later.",
      }),
    ]);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "applied"]);
  });
});
