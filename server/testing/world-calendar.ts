import { uuidv7 } from "#domain/ids.ts";
import { calendarEvents, eventReminders } from "../db/schema.ts";
import type { Account } from "./accounts.ts";
import { json, type TestApp } from "./test-app.ts";

export interface WorldCalendar {
  eventId: string;
  reminderId: string;
  feedSecret: string;
}

/**
 * A calendar event with a reminder and a feed secret of `owner`, so every calendar route has
 * something to address. The rows are written straight into the tables, without change_log
 * entries, so the sync tests' expectations about what a user pulls stay as they were.
 */
export async function worldCalendar(t: TestApp, owner: Account): Promise<WorldCalendar> {
  const eventId = uuidv7();
  const reminderId = uuidv7();
  const now = "2025-06-01T09:00:00.000Z";
  await t.db.write(async (tx) => {
    await tx.insert(calendarEvents).values({
      id: eventId,
      userId: owner.user.id,
      title: "World walk",
      startTime: "2030-06-10T16:00:00.000Z",
      endTime: "2030-06-10T17:00:00.000Z",
      category: "personal",
      eventType: "custom",
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(eventReminders).values({
      id: reminderId,
      userId: owner.user.id,
      calendarEventId: eventId,
      reminderType: "1h",
      reminderTime: "2030-06-10T15:00:00.000Z",
      createdAt: now,
      updatedAt: now,
    });
  });
  const res = await t.post(`/api/users/${owner.user.id}/calendar-feed`, {}, owner.auth);
  if (res.status !== 201) throw new Error(`feed failed: ${res.status} ${await res.text()}`);
  return { eventId, reminderId, feedSecret: (await json(res)).secret as string };
}
