import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { experiences } from "../db/schema.ts";
import { signUp } from "../testing/accounts.ts";
import { call, englishOf } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

describe("GET /api/experiences and /api/experiences/:id", () => {
  it("lists active experiences, soonest first, for anyone", async () => {
    const { status, body } = await call(t, "GET", "/api/experiences");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(1);
    expect(body.every((e: { isActive: boolean }) => e.isActive)).toBe(true);
    const dates = body.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(body.find((e: { id: string }) => e.id === w.listingId)).toMatchObject({
      price: 1250,
      accessibilityFeatures: ["wheelchair-accessible"],
      createdBy: w.partner.user.id,
    });
  });

  it("answers one experience, 404 with its English wording when absent", async () => {
    expect((await call(t, "GET", `/api/experiences/${w.listingId}`)).body.title).toBe(
      "Clay and Conversation",
    );
    const missing = await call(t, "GET", `/api/experiences/${uuidv7()}`);
    expect(missing).toEqual({
      status: 404,
      body: { code: "experience_not_found", message: "Experience not found" },
    });
  });
});

describe("POST /api/experiences", () => {
  it("creates a listing owned by the caller; price in cents; null price is free", async () => {
    const { status, body } = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({
        price: null,
        createdBy: w.other.user.id,
        isActive: false,
        userType: "x",
      }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      price: 0,
      createdBy: w.partner.user.id,
      isActive: true,
      placesTaken: 0,
      waitlistCount: 0,
      ratingAverage: null,
      ratingCount: 0,
    });
    const row = await t.db.select().from(experiences).where(eq(experiences.id, body.id)).get();
    expect(row?.createdBy).toBe(w.partner.user.id);
  });

  it("only cultural partners list experiences: others get 403, nothing is stored", async () => {
    for (const account of [w.individual, w.professional]) {
      const id = uuidv7();
      const res = await call(t, "POST", "/api/experiences", {
        auth: account.auth,
        body: experienceBody({ id }),
      });
      expect(res).toEqual({
        status: 403,
        body: {
          code: "experience_create_partners_only",
          message: "Only cultural partners can list experiences",
        },
      });
      expect(
        await t.db.select().from(experiences).where(eq(experiences.id, id)).get(),
      ).toBeUndefined();
    }
  });

  it("keeps a client-made id (offline creation)", async () => {
    const id = uuidv7();
    const { body } = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({ id }),
    });
    expect(body.id).toBe(id);
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ title: "x".repeat(101) }, "title", "Title must be less than 100 characters"],
    [{ description: "short" }, "description", "Description must be at least 10 characters"],
    [
      { description: "x".repeat(1001) },
      "description",
      "Description must be less than 1000 characters",
    ],
    [{ category: "cooking" }, "category", "Please select a category"],
    [{ price: -1 }, "price", "Price must be 0 or greater"],
    [{ location: "" }, "location", "Location is required"],
    [{ venue: " " }, "venue", "Venue is required"],
    [{ date: "" }, "date", "Date is required"],
    [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "Please enter a valid image URL"],
    [{ wellbeingBenefit: "" }, "wellbeingBenefit", "Please describe the wellbeing benefit"],
    [{ duration: 10 }, "duration", "Duration must be at least 15 minutes"],
    [{ duration: 481 }, "duration", "Duration must be less than 8 hours"],
    [{ maxParticipants: 0 }, "maxParticipants", "Must allow at least 1 participant"],
    [{ maxParticipants: 501 }, "maxParticipants", "Maximum 500 participants"],
    [{ id: "not-a-uuid" }, "id", "Invalid id"],
  ])("refuses %j: 400 %s '%s'", async (patch, field, message) => {
    const { status, body } = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody(patch),
    });
    expect(status).toBe(400);
    expect(englishOf(body.errors[field])).toBe(message);
  });

  it("refuses an id that names someone else's listing (409), leaving it untouched", async () => {
    const rival = await signUp(t, "rival-partner", "cultural_partner");
    const { status } = await call(t, "POST", "/api/experiences", {
      auth: rival.auth,
      body: experienceBody({ id: w.listingId, title: "Mine now" }),
    });
    expect(status).toBe(409);
    expect((await call(t, "GET", `/api/experiences/${w.listingId}`)).body.title).toBe(
      "Clay and Conversation",
    );
  });
});

describe("PUT /api/experiences/:id", () => {
  it("lets the creator replace the editable fields", async () => {
    const { status, body } = await call(t, "PUT", `/api/experiences/${w.listingId}`, {
      auth: w.partner.auth,
      body: experienceBody({
        title: "Clay Night",
        price: 0,
        id: uuidv7(),
        createdBy: w.other.user.id,
      }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: w.listingId,
      title: "Clay Night",
      price: 0,
      createdBy: w.partner.user.id,
    });
  });

  it("refuses anyone else (403) and a missing experience (404)", async () => {
    const other = await call(t, "PUT", `/api/experiences/${w.listingId}`, {
      auth: w.other.auth,
      body: experienceBody(),
    });
    expect(other).toEqual({
      status: 403,
      body: { code: "not_creator", message: "You can only edit experiences you created" },
    });
    const missing = await call(t, "PUT", `/api/experiences/${uuidv7()}`, {
      auth: w.partner.auth,
      body: experienceBody(),
    });
    expect(missing.status).toBe(404);
  });

  it("validates with the edit form's messages", async () => {
    const { status, body } = await call(t, "PUT", `/api/experiences/${w.listingId}`, {
      auth: w.partner.auth,
      body: experienceBody({ price: -5 }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "price_negative",
      message: "Price must be 0 or greater",
      errors: { price: "price_negative" },
    });
  });
});

describe("GET /api/experiences/:id/inquiries", () => {
  it("shows a listing's inquiries to its creator only, newest first", async () => {
    for (const name of ["First", "Second"]) {
      await call(t, "POST", "/api/inquiries", {
        auth: w.individual.auth,
        body: { name, email: "a@example.com", message: "Hello", experienceId: w.listingId },
      });
      t.clock.advance(1000);
    }
    const { status, body } = await call(t, "GET", `/api/experiences/${w.listingId}/inquiries`, {
      auth: w.partner.auth,
    });
    expect(status).toBe(200);
    expect(body.map((i: { name: string }) => i.name)).toEqual(["Second", "First"]);
    expect(Object.keys(body[0]).sort()).toEqual(
      ["createdAt", "email", "experienceId", "id", "message", "name", "userId"].sort(),
    );
    const refused = await call(t, "GET", `/api/experiences/${w.listingId}/inquiries`, {
      auth: w.individual.auth,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain("a@example.com");
  });
});
