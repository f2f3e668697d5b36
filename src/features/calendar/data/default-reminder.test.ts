import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { updateProfile } from "#features/profile/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { createCalendarEvent } from "./calendar-repo.ts";

const user = testUser();
const event = {
  title: "Choir",
  startTime: "2030-06-10T18:00",
  endTime: "2030-06-10T20:00",
  eventType: "custom",
} as const;

beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
});

describe("a new event's reminder follows the notification settings", () => {
  it("gets none by default", async () => {
    await createCalendarEvent(event);
    expect(await db.eventReminders.count()).toBe(0);
  });

  it("gets the default lead, queued with the event", async () => {
    await updateProfile({ defaultReminderLead: "1d" });
    const { id } = await createCalendarEvent(event);
    expect(await db.eventReminders.toArray()).toEqual([
      expect.objectContaining({ calendarEventId: id, reminderType: "1d" }),
    ]);
    const names = (await db.outbox.toArray()).map((o) => o.name);
    expect(names).toEqual(["profile.update", "calendarEvent.create", "eventReminder.set"]);
  });

  it("gets none while reminder notifications are off", async () => {
    await updateProfile({ defaultReminderLead: "1h", remindersEnabled: false });
    await createCalendarEvent(event);
    expect(await db.eventReminders.count()).toBe(0);
  });
});
