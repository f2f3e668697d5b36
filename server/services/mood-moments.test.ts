import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import type { Account } from "../testing/accounts.ts";
import {
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import type { TestApp } from "../testing/test-app.ts";
import { createTestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * `mood.log` with a moment around a visit (src/domain/mood-moments.ts): "arrival" or "after" for
 * a visit the door checked in, stored and pulled to the person's devices; anything else refused
 * with a reason code.
 */

let t: TestApp;
let w: World;
let ana: Account;
let experienceId: string;

beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  ana = await quickAccount(t, "ana");
  experienceId = await listing(t, w.partner, { date: "2025-07-01T17:00:00.000Z" });
  t.clock.set(new Date("2025-06-30T10:00:00.000Z"));
  await register(t, ana, experienceId);
});
afterEach(() => t.close());

async function attend() {
  const registrationId = (await registrationOf(t, ana.user.id, experienceId))?.id ?? "";
  t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
  const scanned = await scan(t, w.partner, {
    registrationId,
    experienceId,
    scannedAt: "2025-07-01T16:58:00.000Z",
  });
  expect(scanned.status).toBe("applied");
}

const log = (args: Record<string, unknown>) =>
  push1(t, ana, "mood.log", { id: uuidv7(), mood: "curious", intensity: 6, ...args });

describe("mood.log with a moment", () => {
  it("stores arrival and after for an attended visit and pulls them to the person", async () => {
    await attend();
    expect(await log({ experienceId, moment: "arrival" })).toMatchObject({ status: "applied" });
    t.clock.set(new Date("2025-07-01T19:00:00.000Z"));
    expect(await log({ experienceId, moment: "after" })).toMatchObject({ status: "applied" });
    // A minute later: two entries of one instant would list in the order of their random ids.
    t.clock.set(new Date("2025-07-01T19:01:00.000Z"));
    expect(await log({})).toMatchObject({ status: "applied" });

    const { rows } = await pullAll(t, ana);
    const moods = [...rows.entries()].filter(([key]) => key.startsWith("moodEntry:"));
    expect(moods.map(([, row]) => row.moment).sort()).toEqual(["after", "arrival", null]);

    const listed = await call(t, "GET", `/api/users/${ana.user.id}/mood-entries`, {
      auth: ana.auth,
    });
    expect(listed.body).toEqual([
      expect.objectContaining({ experienceId: null, moment: null }),
      expect.objectContaining({ experienceId, moment: "after" }),
      expect.objectContaining({ experienceId, moment: "arrival" }),
    ]);
  });

  it("refuses an unknown moment, a moment without its visit, and a visit not attended", async () => {
    expect(await log({ experienceId, moment: "arrival" })).toMatchObject({
      status: "rejected",
      error: { code: "feedback_not_attended" },
    });
    await attend();
    expect(await log({ experienceId, moment: "during" })).toMatchObject({
      status: "rejected",
      error: { code: "mood_moment_invalid", errors: { moment: "mood_moment_invalid" } },
    });
    expect(await log({ moment: "after" })).toMatchObject({
      status: "rejected",
      error: { code: "mood_moment_needs_visit", errors: { moment: "mood_moment_needs_visit" } },
    });
    const rest = await call(t, "POST", "/api/mood-entries", {
      auth: ana.auth,
      body: { mood: "sad", experienceId, moment: 3 },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: "mood_moment_invalid" });
  });
});
