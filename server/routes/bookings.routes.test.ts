import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { inquiries, userExperiences } from "../db/schema.ts";
import { resolveTicketSecret, verifyTicket } from "../services/ticket-tokens.ts";
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

/** The key the app signed with (kept in the settings table when TICKET_SECRET is unset). */
const secret = () => resolveTicketSecret(t.db, t.config.ticketSecret);

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
    expect(t.db.select().from(inquiries).all()).toHaveLength(1);
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
    const subject = {
      registrationId: body.id,
      experienceId: w.listingId,
      userId: w.individual.user.id,
    };
    expect(verifyTicket(secret(), subject, body.ticketToken)).toBe(true);
    expect(verifyTicket(secret(), { ...subject, userId: w.other.user.id }, body.ticketToken)).toBe(
      false,
    );
  });

  it("registering twice is the same registration", async () => {
    const first = await register(w.individual.auth);
    const again = await register(w.individual.auth);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = t.db
      .select()
      .from(userExperiences)
      .where(eq(userExperiences.userId, w.individual.user.id))
      .all();
    expect(rows).toHaveLength(1);
  });

  it("refuses with 409 'This experience is full' once maxParticipants are registered", async () => {
    const small = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({ maxParticipants: 2 }),
    });
    const id = small.body.id;
    const third = await signUp(t, "third-user");
    expect((await register(w.individual.auth, id)).status).toBe(201);
    expect((await register(w.other.auth, id)).status).toBe(201);
    expect(await register(third.auth, id)).toEqual({
      status: 409,
      body: { code: "experience_full", message: "This experience is full" },
    });
    // An existing registration stays valid when the experience is full.
    expect((await register(w.individual.auth, id)).status).toBe(201);
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
