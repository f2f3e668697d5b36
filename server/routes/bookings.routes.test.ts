import { createPublicKey } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { inquiries, userExperiences } from "../db/schema.ts";
import { verifyTicketToken } from "../services/ticket-tokens.ts";
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

/** The key the app publishes for door devices (GET /api/tickets/public-key). */
async function publishedKey() {
  const { body } = await call(t, "GET", "/api/tickets/public-key");
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: body.publicKey }, format: "jwk" });
}

describe("POST /api/inquiries", () => {
  const inquiry = () => ({
    name: "Alex",
    email: "alex@example.com",
    message: "Is there step-free access?",
    experienceId: w.listingId,
  });

  it("stores the inquiry for the caller and answers it (201)", async () => {
    const { status, body } = await call(t, "POST", "/api/inquiries", {
      auth: w.individual.auth,
      body: { ...inquiry(), userId: w.other.user.id },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...inquiry(), userId: w.individual.user.id });
    expect(await t.db.select().from(inquiries).all()).toHaveLength(1);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "nope" }, "email", "Please enter a valid email"],
    [{ experienceId: "" }, "experienceId", "Invalid id"],
  ])("refuses %j: 400 %s '%s'", async (patch, field, message) => {
    const { status, body } = await call(t, "POST", "/api/inquiries", {
      auth: w.individual.auth,
      body: { ...inquiry(), ...patch },
    });
    expect(status).toBe(400);
    expect(englishOf(body.errors[field])).toBe(message);
  });

  it("404 for an experience that does not exist", async () => {
    const { status } = await call(t, "POST", "/api/inquiries", {
      auth: w.individual.auth,
      body: { ...inquiry(), experienceId: uuidv7() },
    });
    expect(status).toBe(404);
  });
});

describe("POST /api/user-experiences", () => {
  const register = (auth: Record<string, string>, experienceId = w.listingId) =>
    call(t, "POST", "/api/user-experiences", {
      auth,
      body: { experienceId, status: "registered" },
    });

  it("registers with status 'registered' and a server-signed ticket", async () => {
    const { status, body } = await register(w.individual.auth);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: w.individual.user.id,
      experienceId: w.listingId,
      status: "registered",
      registeredAt: t.clock().toISOString(),
    });
    expect(body.ticketToken.startsWith(`cw1.${body.id}.${w.listingId}.`)).toBe(true);
    expect(verifyTicketToken(await publishedKey(), body.ticketToken)).toEqual({
      registrationId: body.id,
      experienceId: w.listingId,
    });
  });

  it("registering twice is the same registration", async () => {
    const first = await register(w.individual.auth);
    const again = await register(w.individual.auth);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await t.db
      .select()
      .from(userExperiences)
      .where(
        and(
          eq(userExperiences.userId, w.individual.user.id),
          eq(userExperiences.experienceId, w.listingId),
        ),
      )
      .all();
    expect(rows).toHaveLength(1);
  });

  it("puts the next person on the waiting list, without a ticket, once maxParticipants are registered", async () => {
    const small = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({ maxParticipants: 2 }),
    });
    const id = small.body.id;
    const third = await signUp(t, "third-user");
    expect((await register(w.individual.auth, id)).body.status).toBe("registered");
    expect((await register(w.other.auth, id)).body.status).toBe("registered");
    const waiting = await register(third.auth, id);
    expect(waiting.status).toBe(201);
    expect(waiting.body).toMatchObject({ status: "waitlisted", ticketToken: null });
    expect((await call(t, "GET", `/api/experiences/${id}`)).body).toMatchObject({
      placesTaken: 2,
      waitlistCount: 1,
    });
    // An existing registration stays as it is when the experience is full.
    expect((await register(w.individual.auth, id)).body.status).toBe("registered");
  });

  it.each([
    [{ experienceId: "x" }, "experienceId", "Invalid id"],
    [{ experienceId: uuidv7(), status: "attended" }, "status", undefined],
  ])("refuses %j with 400", async (body, field, message) => {
    const res = await call(t, "POST", "/api/user-experiences", { auth: w.individual.auth, body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    if (message) expect(englishOf(res.body.errors[field])).toBe(message);
  });

  it("404 for an unknown experience", async () => {
    expect((await register(w.individual.auth, uuidv7())).status).toBe(404);
  });
});
