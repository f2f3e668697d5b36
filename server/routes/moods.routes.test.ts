import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toListCategory } from "#domain/categories.ts";
import { moodRecommendations } from "../db/schema.ts";
import { call, englishOf } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const me = () => `/api/users/${w.individual.user.id}`;
const log = (body: unknown) =>
  call(t, "POST", "/api/mood-entries", { auth: w.individual.auth, body });

describe("POST /api/mood-entries", () => {
  it("logs a mood for the caller (body userId ignored), notes trimmed", async () => {
    const { status, body } = await log({
      userId: w.other.user.id,
      mood: "anxious",
      intensity: 6,
      notes: "  busy day ",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: w.individual.user.id,
      mood: "anxious",
      intensity: 6,
      notes: "busy day",
      createdAt: t.clock().toISOString(),
    });
  });

  it("omits an empty note and defaults the intensity to 5", async () => {
    const { body } = await log({ mood: "joyful", notes: "   " });
    expect(body).toMatchObject({ intensity: 5, notes: null });
  });

  it.each([
    [{ intensity: 5 }, "mood", "Please choose a mood"],
    [{ mood: "bored", intensity: 5 }, "mood", "Please choose a mood"],
    [{ mood: "sad", intensity: 11 }, "intensity", "Intensity must be a whole number from 1 to 10"],
    [{ mood: "sad", intensity: 2.5 }, "intensity", "Intensity must be a whole number from 1 to 10"],
  ])("refuses %j: 400 %s", async (body, field, message) => {
    const res = await log(body);
    expect(res.status).toBe(400);
    expect(englishOf(res.body.errors[field])).toBe(message);
  });
});

describe("latest mood and history", () => {
  it("null before any entry; then the newest; entries newest first", async () => {
    expect(
      (await call(t, "GET", `${me()}/latest-mood`, { auth: w.individual.auth })).body,
    ).toBeNull();
    await log({ mood: "sad", intensity: 3 });
    t.clock.advance(60_000);
    await log({ mood: "joyful", intensity: 8, notes: "sunny" });
    const latest = await call(t, "GET", `${me()}/latest-mood`, { auth: w.individual.auth });
    expect(latest.body).toMatchObject({ mood: "joyful", intensity: 8, notes: "sunny" });
    const entries = await call(t, "GET", `${me()}/mood-entries`, { auth: w.individual.auth });
    expect(entries.body.map((e: { mood: string }) => e.mood)).toEqual(["joyful", "sad"]);
  });
});

describe("GET /api/users/:id/mood-recommendations", () => {
  it("answers upcoming experiences of the categories recommended for the mood", async () => {
    const { status, body } = await call(t, "GET", `${me()}/mood-recommendations?mood=lonely`, {
      auth: w.individual.auth,
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const recs = await t.db
      .select()
      .from(moodRecommendations)
      .where(eq(moodRecommendations.mood, "lonely"));
    const categories = new Set(recs.map((r) => toListCategory(r.experienceCategory)));
    for (const e of body) {
      expect(categories.has(toListCategory(e.category))).toBe(true);
      expect(e).toHaveProperty("imageUrl");
      expect(e).toHaveProperty("wellbeingBenefit");
      expect(typeof e.recommendationReason).toBe("string");
      expect(e.isActive).toBe(true);
    }
  });

  it("uses the latest mood when no mood is named, [] when there is none", async () => {
    const none = await call(t, "GET", `${me()}/mood-recommendations`, { auth: w.individual.auth });
    expect(none.body).toEqual([]);
    await log({ mood: "stressed", intensity: 7 });
    const some = await call(t, "GET", `${me()}/mood-recommendations`, { auth: w.individual.auth });
    const named = await call(t, "GET", `${me()}/mood-recommendations?mood=stressed`, {
      auth: w.individual.auth,
    });
    expect(some.body).toEqual(named.body);
  });

  it("400 for a mood that is not one of the eight", async () => {
    const res = await call(t, "GET", `${me()}/mood-recommendations?mood=bored`, {
      auth: w.individual.auth,
    });
    expect(res).toEqual({
      status: 400,
      body: {
        code: "mood_required",
        message: "Please choose a mood",
        errors: { mood: "mood_required" },
      },
    });
  });
});
