import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { recommend } from "#domain/recommendations.ts";
import { recommendationInput } from "../services/recommendations-service.ts";
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

describe("GET /api/users/:id/profile and PATCH /api/users/:id", () => {
  it("answers the profile shape (lists as arrays, no account secrets)", async () => {
    const { status, body } = await call(t, "GET", `${me()}/profile`, { auth: w.individual.auth });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "accessibilityNeeds",
        "bio",
        "email",
        "firstName",
        "lastName",
        "location",
        "preferredCategories",
        "updatedAt",
        "userId",
        "wellbeingGoals",
        "remindersEnabled",
        "defaultReminderLead",
      ].sort(),
    );
    expect(body).toMatchObject({ userId: w.individual.user.id, firstName: "Alex" });
    expect(Array.isArray(body.wellbeingGoals)).toBe(true);
  });

  it("accepts the lists as JSON-encoded strings or arrays; returns the user", async () => {
    const patched = await call(t, "PATCH", me(), {
      auth: w.individual.auth,
      body: {
        bio: "  Painter  ",
        wellbeingGoals: JSON.stringify(["Find inner peace", "boost creativity"]),
        preferredCategories: ["music", "craft"],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: w.individual.user.id,
      username: "demo-individual",
      bio: "Painter",
      wellbeingGoals: ["Find inner peace", "Boost creativity"],
      preferredCategories: ["music", "craft-making"],
      location: "Riga", // not sent → unchanged
    });
    expect(patched.body).not.toHaveProperty("passwordHash");
    const profile = await call(t, "GET", `${me()}/profile`, { auth: w.individual.auth });
    expect(profile.body.wellbeingGoals).toEqual(["Find inner peace", "Boost creativity"]);
  });

  it("ignores userType, username and id in the body", async () => {
    const { body } = await call(t, "PATCH", me(), {
      auth: w.individual.auth,
      body: { userType: "cultural_partner", username: "root", id: uuidv7(), location: "" },
    });
    expect(body).toMatchObject({
      userType: "individual",
      username: "demo-individual",
      location: null,
    });
  });

  it.each([
    [{ email: "nope" }, "email", "Please enter a valid email"],
    [{ wellbeingGoals: '["Get rich"]' }, "wellbeingGoals.0", "Unknown wellbeing goal"],
    [{ preferredCategories: ["cooking"] }, "preferredCategories.0", "Unknown category"],
    [{ wellbeingGoals: "{not json" }, "wellbeingGoals", "Please choose from the list"],
  ])("refuses %j: 400 %s", async (body, field, message) => {
    const res = await call(t, "PATCH", me(), { auth: w.individual.auth, body });
    expect(res.status).toBe(400);
    expect(englishOf(res.body.errors[field])).toBe(message);
  });

  it("refuses an e-mail another account uses (409)", async () => {
    const res = await call(t, "PATCH", me(), {
      auth: w.individual.auth,
      body: { email: "LINA@riverside-arts.example" },
    });
    expect(res.status).toBe(409);
  });
});

describe("favourites", () => {
  it("adds (idempotent), lists with the experience, removes (idempotent)", async () => {
    const add = () =>
      call(t, "POST", `${me()}/favorites`, {
        auth: w.individual.auth,
        body: { experienceId: w.listingId },
      });
    const first = await add();
    expect(first.status).toBe(201);
    expect((await add()).body.id).toBe(first.body.id);
    const list = await call(t, "GET", `${me()}/favorites`, { auth: w.individual.auth });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      experienceId: w.listingId,
      experience: { id: w.listingId },
    });
    const remove = () =>
      call(t, "DELETE", `${me()}/favorites/${w.listingId}`, { auth: w.individual.auth });
    expect(await remove()).toEqual({ status: 200, body: { message: "Removed from favorites" } });
    expect((await remove()).status).toBe(200);
    expect((await call(t, "GET", `${me()}/favorites`, { auth: w.individual.auth })).body).toEqual(
      [],
    );
  });

  it("400 for a bad experience id, 404 for an unknown one", async () => {
    const bad = await call(t, "POST", `${me()}/favorites`, { auth: w.individual.auth, body: {} });
    expect(bad).toMatchObject({ status: 400, body: { errors: { experienceId: "id_invalid" } } });
    const unknown = await call(t, "POST", `${me()}/favorites`, {
      auth: w.individual.auth,
      body: { experienceId: uuidv7() },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("GET /api/users/:id/experiences", () => {
  it("lists the caller's registrations with experienceId and status", async () => {
    const list = async () =>
      (await call(t, "GET", `${me()}/experiences`, { auth: w.individual.auth })).body;
    const seeded = await list(); // the demo account's seeded bookings (db/seed-partner.ts)
    await call(t, "POST", "/api/user-experiences", {
      auth: w.individual.auth,
      body: { experienceId: w.listingId },
    });
    expect(await list()).toEqual([
      ...seeded,
      expect.objectContaining({ experienceId: w.listingId, status: "registered" }),
    ]);
  });
});

describe("GET /api/users/:id/recommendations", () => {
  it("agrees with recommend() called directly on the same data", async () => {
    await call(t, "POST", "/api/mood-entries", {
      auth: w.individual.auth,
      body: { mood: "lonely", intensity: 7 },
    });
    await call(t, "POST", `${me()}/favorites`, {
      auth: w.individual.auth,
      body: { experienceId: w.seededId },
    });
    const { status, body } = await call(t, "GET", `${me()}/recommendations`, {
      auth: w.individual.auth,
    });
    expect(status).toBe(200);
    const direct = recommend(
      await recommendationInput(t.db, w.individual.user.id, w.individual.user, t.clock()),
    );
    expect(body.map((r: { experience: { id: string } }) => r.experience.id)).toEqual(
      direct.map((r) => r.experience.id),
    );
    expect(body.map((r: { score: number }) => r.score)).toEqual(direct.map((r) => r.score));
    expect(body[0].reasons).toEqual(direct[0]?.reasons.map((r) => r.text));
    for (const item of body) {
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(1);
    }
  });

  it("honours ?limit", async () => {
    const { body } = await call(t, "GET", `${me()}/recommendations?limit=2`, {
      auth: w.individual.auth,
    });
    expect(body.length).toBeLessThanOrEqual(2);
  });
});
