import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION } from "#domain/account-export.ts";
import { uuidv7 } from "#domain/ids.ts";
import { type Account, signUp } from "../testing/accounts.ts";
import { cancel, push1, register } from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// "Download my data" (issue 13): GET /api/users/:id/export.

let t: TestApp;
let w: World;
let rita: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  rita = await signUp(t, "rita");
});
afterEach(() => t.close());

const exportOf = (owner: Account, caller: Account = owner) =>
  call(t, "GET", `/api/users/${owner.user.id}/export`, { auth: caller.auth });

describe("GET /api/users/:id/export", () => {
  it("answers the caller's own data with its format and version, and nobody else's", async () => {
    await push1(t, rita, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 7, notes: "=1+1" });
    await push1(t, w.other, "mood.log", { id: uuidv7(), mood: "sad", intensity: 2 });
    await register(t, rita, w.listingId);
    await register(t, rita, w.seededId);
    await cancel(t, rita, w.seededId);
    await call(t, "POST", `/api/users/${rita.user.id}/favorites`, {
      auth: rita.auth,
      body: { experienceId: w.listingId },
    });
    await call(t, "PATCH", `/api/users/${rita.user.id}`, {
      auth: rita.auth,
      body: { bio: "Hello", remindersEnabled: false, defaultReminderLead: "1d" },
    });

    const { status, body } = await exportOf(rita);
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, version: ACCOUNT_EXPORT_VERSION });
    expect(body.profile).toMatchObject({
      username: "rita",
      bio: "Hello",
      remindersEnabled: false,
      defaultReminderLead: "1d",
    });
    expect(body.moods).toEqual([
      expect.objectContaining({ mood: "joyful", intensity: 7, notes: "=1+1" }),
    ]);
    const statuses = Object.fromEntries(
      body.registrations.map((r: { experienceId: string; status: string }) => [
        r.experienceId,
        r.status,
      ]),
    );
    expect(statuses).toEqual({ [w.listingId]: "registered", [w.seededId]: "cancelled" });
    const cancelled = body.registrations.find(
      (r: { experienceId: string }) => r.experienceId === w.seededId,
    );
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(cancelled.experienceTitle).toBeTruthy();
    expect(body.favorites).toEqual([
      expect.objectContaining({
        experienceId: w.listingId,
        experienceTitle: "Clay and Conversation",
      }),
    ]);
    expect(Object.keys(body)).toEqual([
      "format",
      "version",
      "exportedAt",
      "profile",
      "moods",
      "registrations",
      "feedback",
      "favorites",
      "calendarEvents",
      "reminders",
      "inquiries",
    ]);
    // No secret ever leaves: no hash, no session.
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|token/i);
  });

  it("holds the calendar: events and their reminders", async () => {
    const { calendar } = w;
    const { body } = await exportOf(w.individual);
    expect(body.calendarEvents.map((e: { id: string }) => e.id)).toContain(calendar.eventId);
    expect(body.reminders).toEqual([
      expect.objectContaining({ id: calendar.reminderId, reminderType: "1h" }),
    ]);
  });

  it("refuses another user's export (403) and a caller without a token (401)", async () => {
    const res = await exportOf(rita, w.other);
    expect(res.status).toBe(403);
    expect(Object.keys(res.body)).toEqual(["code", "message"]);
    const anonymous = await call(t, "GET", `/api/users/${rita.user.id}/export`);
    expect(anonymous.status).toBe(401);
  });
});
