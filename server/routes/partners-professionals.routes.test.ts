import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { experiences } from "../db/schema.ts";
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

const partner = () => `/api/partners/${w.partner.user.id}`;
const register = (auth: Record<string, string>, experienceId: string) =>
  call(t, "POST", "/api/user-experiences", { auth, body: { experienceId } });

describe("partner routes", () => {
  it("lists the partner's own listings only", async () => {
    const { status, body } = await call(t, "GET", `${partner()}/experiences`, {
      auth: w.partner.auth,
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((e: { createdBy: string }) => e.createdBy === w.partner.user.id)).toBe(true);
    expect(body.map((e: { id: string }) => e.id)).toContain(w.listingId);
  });

  it("counts real bookings: all, and those of the last 7 days", async () => {
    const stats = () => call(t, "GET", `${partner()}/booking-stats`, { auth: w.partner.auth });
    const before = (await stats()).body;
    expect(Object.keys(before).sort()).toEqual(["satisfaction", "totalBookings", "weeklyBookings"]);
    await register(w.individual.auth, w.listingId);
    t.clock.advance(8 * 86_400_000);
    await register(w.other.auth, w.listingId);
    const after = (await stats()).body;
    expect(after.totalBookings).toBe(before.totalBookings + 2);
    expect(after.weeklyBookings).toBe(1);
  });

  it("satisfaction: the average rating over the partner's listings, null without ratings", async () => {
    const stats = async () =>
      (await call(t, "GET", `${partner()}/booking-stats`, { auth: w.partner.auth })).body;
    expect((await stats()).satisfaction).toEqual({ average: null, count: 0 });
    const mine = await t.db
      .select()
      .from(experiences)
      .where(eq(experiences.createdBy, w.partner.user.id))
      .all();
    const [a, b] = mine;
    await t.db.write(async (tx) => {
      await tx
        .update(experiences)
        .set({ ratingSum: 14, ratingCount: 3 })
        .where(eq(experiences.id, a?.id ?? ""));
      await tx
        .update(experiences)
        .set({ ratingSum: 3, ratingCount: 1 })
        .where(eq(experiences.id, b?.id ?? ""));
    });
    expect((await stats()).satisfaction).toEqual({ average: 4.3, count: 4 }); // 17 / 4 = 4.25
    const one = await call(t, "GET", `/api/experiences/${a?.id}`);
    expect(one.body).toMatchObject({ ratingAverage: 4.7, ratingCount: 3 }); // 14 / 3
  });

  it("lists inquiries about the partner's listings, newest first", async () => {
    await call(t, "POST", "/api/inquiries", {
      auth: w.individual.auth,
      body: { name: "Alex", email: "alex@example.com", experienceId: w.listingId },
    });
    const { body } = await call(t, "GET", `${partner()}/inquiries`, { auth: w.partner.auth });
    expect(body).toEqual([expect.objectContaining({ name: "Alex", experienceId: w.listingId })]);
  });

  it("partner-updates: the newest listings, for signed-in users", async () => {
    t.clock.advance(1000);
    const fresh = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({ title: "Brand new" }),
    });
    const { status, body } = await call(t, "GET", "/api/partner-updates", {
      auth: w.professional.auth,
    });
    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(10);
    expect(body[0]).toMatchObject({
      id: fresh.body.id,
      type: "new-experience",
      title: "Brand new",
      experience: { id: fresh.body.id },
    });
  });
});

describe("professional referrals", () => {
  const referrals = () => `/api/professionals/${w.professional.user.id}/referrals`;

  it("creates and lists the professional's referrals, newest first", async () => {
    const made = await call(t, "POST", referrals(), {
      auth: w.professional.auth,
      body: {
        clientName: "Jordan",
        clientEmail: "",
        experienceId: w.listingId,
        notes: "Enjoys clay",
        professionalId: w.other.user.id,
        status: "done",
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      professionalId: w.professional.user.id,
      clientName: "Jordan",
      clientEmail: null,
      experienceId: w.listingId,
      notes: "Enjoys clay",
      status: "sent",
    });
    t.clock.advance(1000);
    await call(t, "POST", referrals(), {
      auth: w.professional.auth,
      body: { clientName: "Robin" },
    });
    const { body } = await call(t, "GET", referrals(), { auth: w.professional.auth });
    // Newest first; the seed's demo referral (made two hours before "now") comes last.
    expect(body.map((r: { clientName: string }) => r.clientName)).toEqual([
      "Robin",
      "Jordan",
      "Alex Morgan",
    ]);
  });

  it.each([
    [{ clientName: "" }, "clientName", "Client name is required"],
    [{ clientName: "A", clientEmail: "x@" }, "clientEmail", "Please enter a valid email"],
    [{ clientName: "A", experienceId: "zzz" }, "experienceId", "Invalid id"],
  ])("refuses %j: 400 %s", async (body, field, message) => {
    const res = await call(t, "POST", referrals(), { auth: w.professional.auth, body });
    expect(res.status).toBe(400);
    expect(englishOf(res.body.errors[field])).toBe(message);
  });

  it("404 for an unknown experience", async () => {
    const res = await call(t, "POST", referrals(), {
      auth: w.professional.auth,
      body: { clientName: "A", experienceId: uuidv7() },
    });
    expect(res.status).toBe(404);
  });
});
