import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../env.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import {
  duePushReminders,
  markReminderPushed,
  removePushSubscription,
  savePushSubscription,
} from "./calendar-push-service.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const sub = (n: number) => ({
  endpoint: `https://push.example/send/${n}`,
  keys: { p256dh: `key-${n}`, auth: `auth-${n}` },
});

async function eventWithReminder(title: string, start: string, type: string) {
  const event = await call(t, "POST", "/api/calendar-events", {
    auth: w.individual.auth,
    body: { title, startTime: start, endTime: "2031-01-01T00:00:00Z", location: "Hall" },
  });
  const reminder = await call(t, "POST", "/api/event-reminders", {
    auth: w.individual.auth,
    body: { calendarEventId: event.body.id, reminderType: type },
  });
  return reminder.body.id as string;
}

describe("Web Push design (up to the payload)", () => {
  it("is off unless WEB_PUSH=on with all VAPID values", () => {
    expect(parseConfig({})).toMatchObject({ ok: true, config: { webPush: null } });
    expect(parseConfig({ WEB_PUSH: "on" })).toMatchObject({ ok: false });
    const on = parseConfig({
      WEB_PUSH: "on",
      VAPID_PUBLIC_KEY: "B".repeat(87),
      VAPID_PRIVATE_KEY: "p".repeat(43),
      VAPID_SUBJECT: "mailto:ops@culturewell.example",
    });
    expect(on).toMatchObject({
      ok: true,
      config: { webPush: { subject: "mailto:ops@culturewell.example" } },
    });
  });

  it("builds one payload per due reminder for the user's subscriptions, once", async () => {
    const now = new Date("2030-06-10T15:30:00.000Z");
    const due = await eventWithReminder("Choir, evening", "2030-06-10T16:00:00.000Z", "1h");
    await eventWithReminder("Later", "2030-06-10T20:00:00.000Z", "1h"); // due 19:00
    await eventWithReminder("Started", "2030-06-10T15:00:00.000Z", "1h"); // already begun
    expect(await duePushReminders(t.db, now)).toEqual([]); // no subscription yet

    await savePushSubscription(t.db, w.individual.user.id, sub(1), now);
    await savePushSubscription(t.db, w.individual.user.id, sub(2), now);
    await savePushSubscription(t.db, w.individual.user.id, sub(2), now); // same browser again
    // Subscriptions come in no promised order: sorted by endpoint for the comparison.
    const pushes = (await duePushReminders(t.db, now))
      .filter((p) => p.reminderId !== w.calendar.reminderId)
      .map((p) => ({
        ...p,
        subscriptions: [...p.subscriptions].sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
      }));
    expect(pushes).toEqual([
      {
        reminderId: due,
        userId: w.individual.user.id,
        subscriptions: [
          { endpoint: sub(1).endpoint, p256dh: "key-1", auth: "auth-1" },
          { endpoint: sub(2).endpoint, p256dh: "key-2", auth: "auth-2" },
        ],
        payload: {
          title: "Choir, evening",
          body: "2030-06-10T16:00:00.000Z · Hall",
          tag: `reminder-${due}`,
          url: "/calendar",
        },
      },
    ]);
    await markReminderPushed(t.db, due, now);
    expect((await duePushReminders(t.db, now)).map((p) => p.reminderId)).not.toContain(due);
  });

  it("pushes nothing to a user who switched reminder notifications off", async () => {
    const now = new Date("2030-06-10T15:30:00.000Z");
    const due = await eventWithReminder("Quiet", "2030-06-10T16:00:00.000Z", "1h");
    await savePushSubscription(t.db, w.individual.user.id, sub(1), now);
    expect((await duePushReminders(t.db, now)).map((p) => p.reminderId)).toContain(due);
    await call(t, "PATCH", `/api/users/${w.individual.user.id}`, {
      auth: w.individual.auth,
      body: { remindersEnabled: false },
    });
    expect(await duePushReminders(t.db, now)).toEqual([]);
  });

  it("skips dismissed reminders and forgets removed subscriptions", async () => {
    const now = new Date("2030-06-10T15:30:00.000Z");
    const id = await eventWithReminder("Dismissed", "2030-06-10T16:00:00.000Z", "2h");
    await savePushSubscription(t.db, w.individual.user.id, sub(1), now);
    expect((await duePushReminders(t.db, now)).map((p) => p.reminderId)).toContain(id);
    await call(t, "POST", `/api/event-reminders/${id}/dismiss`, { auth: w.individual.auth });
    expect((await duePushReminders(t.db, now)).map((p) => p.reminderId)).not.toContain(id);
    await removePushSubscription(t.db, w.individual.user.id, sub(1).endpoint);
    expect(await duePushReminders(t.db, now)).toEqual([]);
  });
});
