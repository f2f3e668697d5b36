import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const body = (patch: Record<string, unknown> = {}) => ({
  title: "Sketching",
  startTime: "2030-06-10T16:00:00.000Z",
  endTime: "2030-06-10T18:00:00.000Z",
  ...patch,
});
async function createEvent() {
  const res = await call(t, "POST", "/api/calendar-events", {
    auth: w.individual.auth,
    body: body(),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const titles = async () =>
  (
    await call(t, "GET", `/api/users/${w.individual.user.id}/calendar-events`, {
      auth: w.individual.auth,
    })
  ).body.map((e: { title: string }) => e.title);

describe("PUT /api/calendar-events/:id", () => {
  it("replaces the owner's event", async () => {
    const id = await createEvent();
    const res = await call(t, "PUT", `/api/calendar-events/${id}`, {
      auth: w.individual.auth,
      body: body({ title: "Sketching, later", location: "Park", endTime: "2030-06-10T19:00Z" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: "Sketching, later", location: "Park" });
    expect(res.body.endTime).toBe("2030-06-10T19:00:00.000Z");
  });

  it("404 for an event that does not exist, 403 for another user's", async () => {
    const missing = await call(t, "PUT", `/api/calendar-events/${uuidv7()}`, {
      auth: w.individual.auth,
      body: body(),
    });
    expect(missing).toMatchObject({ status: 404, body: { code: "event_not_found" } });
    const id = await createEvent();
    const theirs = await call(t, "PUT", `/api/calendar-events/${id}`, {
      auth: w.other.auth,
      body: body({ title: "Mine now" }),
    });
    expect(theirs).toMatchObject({ status: 403, body: { code: "not_your_event" } });
    expect(await titles()).toContain("Sketching");
  });

  it("validates like creation ('Invalid start time')", async () => {
    const id = await createEvent();
    const res = await call(t, "PUT", `/api/calendar-events/${id}`, {
      auth: w.individual.auth,
      body: body({ startTime: "whenever" }),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { startTime: "start_time_invalid" } },
    });
  });
});

describe("DELETE /api/calendar-events/:id", () => {
  it("deletes the owner's event with its reminders; again is a harmless no-op", async () => {
    const id = await createEvent();
    await call(t, "POST", "/api/event-reminders", {
      auth: w.individual.auth,
      body: { calendarEventId: id, reminderType: "15m" },
    });
    const res = await call(t, "DELETE", `/api/calendar-events/${id}`, { auth: w.individual.auth });
    expect(res).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await titles()).not.toContain("Sketching");
    const reminders = await call(t, "GET", `/api/users/${w.individual.user.id}/event-reminders`, {
      auth: w.individual.auth,
    });
    expect(
      reminders.body.filter((r: { calendarEventId: string }) => r.calendarEventId === id),
    ).toEqual([]);
    const again = await call(t, "DELETE", `/api/calendar-events/${id}`, {
      auth: w.individual.auth,
    });
    expect(again).toMatchObject({ status: 200, body: { deleted: false } });
  });

  it("403 for another user's event, which stays", async () => {
    const id = await createEvent();
    const res = await call(t, "DELETE", `/api/calendar-events/${id}`, { auth: w.other.auth });
    expect(res).toMatchObject({ status: 403, body: { code: "not_your_event" } });
    expect(await titles()).toContain("Sketching");
  });
});

describe("event reminders", () => {
  const set = (auth: Record<string, string>, b: Record<string, unknown>) =>
    call(t, "POST", "/api/event-reminders", { auth, body: b });
  const mine = async () =>
    (
      await call(t, "GET", `/api/users/${w.individual.user.id}/event-reminders`, {
        auth: w.individual.auth,
      })
    ).body.filter((r: { id: string }) => r.id !== w.calendar.reminderId);

  it("stores when to be reminded of an event: due time and message from the event", async () => {
    const id = await createEvent();
    const res = await set(w.individual.auth, { calendarEventId: id, reminderType: "1d" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      calendarEventId: id,
      experienceId: null,
      reminderType: "1d",
      reminderTime: "2030-06-09T16:00:00.000Z",
      message: "Sketching",
      sent: false,
      dismissedAt: null,
    });
  });

  it("follows the event when it moves", async () => {
    const id = await createEvent();
    await set(w.individual.auth, { calendarEventId: id, reminderType: "2h" });
    await call(t, "PUT", `/api/calendar-events/${id}`, {
      auth: w.individual.auth,
      body: body({ startTime: "2030-06-12T10:00Z", endTime: "2030-06-12T11:00Z" }),
    });
    expect((await mine())[0]).toMatchObject({ reminderTime: "2030-06-12T08:00:00.000Z" });
  });

  it("keeps one reminder per entry: a second id for it replaces the first", async () => {
    const a = await set(w.individual.auth, { experienceId: w.listingId, reminderType: "1h" });
    const b = await set(w.individual.auth, { experienceId: w.listingId, reminderType: "15m" });
    const list = await mine();
    expect(list.map((r: { id: string }) => r.id)).toEqual([b.body.id]);
    expect(list[0]).toMatchObject({ reminderType: "15m", experienceId: w.listingId });
    expect(a.body.id).not.toBe(b.body.id);
  });

  it("refuses a missing or another user's event, a bad type and no target", async () => {
    const id = await createEvent();
    expect((await set(w.other.auth, { calendarEventId: id, reminderType: "1h" })).status).toBe(403);
    expect(
      (await set(w.individual.auth, { calendarEventId: uuidv7(), reminderType: "1h" })).status,
    ).toBe(404);
    expect(await set(w.individual.auth, { calendarEventId: id, reminderType: "3w" })).toMatchObject(
      {
        status: 400,
        body: { errors: { reminderType: "reminder_type_invalid" } },
      },
    );
    expect((await set(w.individual.auth, { reminderType: "1h" })).body.code).toBe(
      "reminder_target_required",
    );
  });

  it("dismisses and removes only the owner's reminder", async () => {
    const { body: r } = await set(w.individual.auth, {
      experienceId: w.listingId,
      reminderType: "1h",
    });
    const path = `/api/event-reminders/${r.id}`;
    expect((await call(t, "POST", `${path}/dismiss`, { auth: w.other.auth })).status).toBe(403);
    t.clock.set(new Date("2025-06-01T12:00:00.000Z"));
    expect((await call(t, "POST", `${path}/dismiss`, { auth: w.individual.auth })).status).toBe(
      200,
    );
    expect((await mine())[0].dismissedAt).toBe("2025-06-01T12:00:00.000Z");
    expect((await call(t, "DELETE", path, { auth: w.other.auth })).status).toBe(403);
    expect((await call(t, "DELETE", path, { auth: w.individual.auth })).body).toMatchObject({
      removed: true,
    });
    expect(await mine()).toEqual([]);
  });
});
