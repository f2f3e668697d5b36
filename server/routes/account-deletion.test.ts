import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { experiences, userInteractions } from "../db/schema.ts";
import { savePushSubscription } from "../services/calendar-push-service.ts";
import { type Account, signUp } from "../testing/accounts.ts";
import {
  countersOf,
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { rowsMentioning } from "../testing/table-walk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// "Delete my account": DELETE /api/users/:id, docs/decisions/0013-account-deletion.md.

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const PASSWORD = "secret-pass-1"; // signUp's
const remove = (a: Account, password = PASSWORD) =>
  call(t, "DELETE", `/api/users/${a.user.id}`, { auth: a.auth, body: { password } });
const ok = (res: { status: number; body: unknown }) => {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** An individual with something in every table a participant can write to. */
async function busyIndividual(): Promise<{ vic: Account; full: string; waiting: Account }> {
  const vic = await signUp(t, "vic-zx81");
  const auth = vic.auth;
  // A one-place experience: vic holds the place, someone waits for it.
  const full = await listing(t, w.partner, { maxParticipants: 1 });
  const waiting = await quickAccount(t, "wally");
  await register(t, vic, full);
  await register(t, waiting, full);
  // Scanned in at the door of another listing.
  await register(t, vic, w.listingId);
  const reg = await registrationOf(t, vic.user.id, w.listingId);
  const scanned = await scan(t, w.partner, {
    registrationId: reg?.id ?? "",
    experienceId: w.listingId,
    scannedAt: t.clock().toISOString(),
  });
  expect(scanned.status).toBe("applied");
  await push1(t, vic, "mood.log", { id: uuidv7(), mood: "anxious", intensity: 6, notes: "vic" });
  ok(
    await call(t, "POST", `/api/users/${vic.user.id}/favorites`, {
      auth,
      body: { experienceId: w.seededId },
    }),
  );
  const event = ok(
    await call(t, "POST", "/api/calendar-events", {
      auth,
      body: {
        title: "Choir",
        startTime: "2030-06-10T18:00",
        endTime: "2030-06-10T20:00",
        eventType: "custom",
      },
    }),
  ) as { id: string };
  ok(
    await call(t, "POST", "/api/event-reminders", {
      auth,
      body: { calendarEventId: event.id, reminderType: "1h" },
    }),
  );
  ok(await call(t, "POST", `/api/users/${vic.user.id}/calendar-feed`, { auth }));
  await savePushSubscription(
    t.db,
    vic.user.id,
    { endpoint: "https://push.example/vic", keys: { p256dh: "k", auth: "a" } },
    t.clock(),
  );
  ok(
    await call(t, "POST", "/api/inquiries", {
      auth,
      body: {
        name: "Vic Zx",
        email: "vic-zx81@example.com",
        message: "Step-free?",
        experienceId: w.listingId,
      },
    }),
  );
  ok(
    await call(t, "PATCH", `/api/users/${vic.user.id}`, {
      auth,
      body: { email: "vic-zx81@example.com" },
    }),
  );
  // A rating, as the feedback flow stores it: the row and the experience's running sums.
  await t.db.write(async (tx) => {
    await tx.insert(userInteractions).values({
      id: uuidv7(),
      userId: vic.user.id,
      experienceId: w.listingId,
      interactionType: "feedback",
      rating: 5,
      feedback: "Lovely",
      createdAt: t.clock().toISOString(),
    });
    await tx
      .update(experiences)
      .set({ ratingSum: 5, ratingCount: 1 })
      .where(eq(experiences.id, w.listingId));
  });
  // A door helper of the demo partner, who scanned someone in.
  await push1(t, w.partner, "doorHelper.add", { id: uuidv7(), username: "vic-zx81" });
  const guest = await quickAccount(t, "guest");
  await register(t, guest, w.listingId);
  const guestReg = await registrationOf(t, guest.user.id, w.listingId);
  await scan(t, vic, {
    registrationId: guestReg?.id ?? "",
    experienceId: w.listingId,
    scannedAt: t.clock().toISOString(),
  });
  return { vic, full, waiting };
}

describe("DELETE /api/users/:id", () => {
  it("leaves no row that names the person, promotes the waiting list and keeps the ratings", async () => {
    const { vic, full, waiting } = await busyIndividual();
    expect((await rowsMentioning(t, vic.user.id)).length).toBeGreaterThan(10);

    expect((await remove(vic)).status).toBe(200);

    expect(await rowsMentioning(t, vic.user.id)).toEqual([]);
    expect(await rowsMentioning(t, "vic-zx81")).toEqual([]); // username and e-mail
    expect((await registrationOf(t, waiting.user.id, full))?.status).toBe("registered");
    expect((await registrationOf(t, waiting.user.id, full))?.ticketToken).toBeTruthy();
    expect((await countersOf(t, full)).stored).toEqual({ placesTaken: 1, waitlistCount: 0 });
    const rated = await t.db
      .select()
      .from(experiences)
      .where(eq(experiences.id, w.listingId))
      .get();
    expect({ sum: rated?.ratingSum, count: rated?.ratingCount }).toEqual({ sum: 5, count: 1 });
  });

  it("ends the sessions; the person cannot sign in again", async () => {
    const { vic } = await busyIndividual();
    expect((await remove(vic)).status).toBe(200);
    expect((await call(t, "GET", "/api/auth/user", { auth: vic.auth })).status).toBe(401);
    const login = await t.post("/api/auth/login", { username: "vic-zx81", password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it("deactivates and detaches a partner's listings; only the public partner tombstone keeps the id", async () => {
    const pat = await signUp(t, "pat-partner-q7", "cultural_partner");
    await push1(t, pat, "partnerProfile.update", { organisationName: "Pat's Studio" });
    const own = await listing(t, pat, {});
    const fan = await quickAccount(t, "fan");
    await register(t, fan, own);
    await push1(t, pat, "doorHelper.add", { id: uuidv7(), username: "fan" });
    ok(
      await call(t, "POST", "/api/inquiries", {
        auth: fan.auth,
        body: { name: "Fan", email: "fan@example.com", experienceId: own },
      }),
    );

    expect((await remove(pat)).status).toBe(200);

    expect(await rowsMentioning(t, pat.user.id)).toEqual([
      {
        table: "change_log",
        column: "entity_id",
        rows: [expect.objectContaining({ entity: "partner", op: "delete", audience: "public" })],
      },
    ]);
    const kept = await t.db.select().from(experiences).where(eq(experiences.id, own)).get();
    expect(kept).toMatchObject({ isActive: false, createdBy: null });
    expect((await registrationOf(t, fan.user.id, own))?.status).toBe("registered");
    // The inquiry to nobody is gone; the sender's exactly-once receipt of it holds no address.
    expect(await rowsMentioning(t, "fan@example.com")).toEqual([]);
  });

  it("removes a professional's referrals", async () => {
    const pro = await signUp(t, "pro-x3", "professional");
    ok(
      await call(t, "POST", `/api/professionals/${pro.user.id}/referrals`, {
        auth: pro.auth,
        body: { clientName: "Jordan", experienceId: w.listingId },
      }),
    );
    expect((await remove(pro)).status).toBe(200);
    expect(await rowsMentioning(t, pro.user.id)).toEqual([]);
    expect(await rowsMentioning(t, "Jordan")).toEqual([]);
  });

  it("refuses a wrong password and changes nothing", async () => {
    const { vic } = await busyIndividual();
    const before = (await rowsMentioning(t, vic.user.id)).length;
    const res = await remove(vic, "not-my-password");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "current_password_wrong",
      errors: { password: "current_password_wrong" },
    });
    expect((await rowsMentioning(t, vic.user.id)).length).toBe(before);
  });

  it("refuses another user's account (403) and a caller without a token (401)", async () => {
    const other = await call(t, "DELETE", `/api/users/${w.individual.user.id}`, {
      auth: w.other.auth,
      body: { password: "secret-pass-1" },
    });
    expect(other.status).toBe(403);
    const nobody = await call(t, "DELETE", `/api/users/${w.individual.user.id}`, {
      body: { password: DEMO_PASSWORD },
    });
    expect(nobody.status).toBe(401);
    expect((await call(t, "GET", "/api/auth/user", { auth: w.individual.auth })).status).toBe(200);
  });
});
