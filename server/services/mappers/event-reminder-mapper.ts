import type { EventReminder } from "#domain/entities/index.ts";
import type { EventReminderRow } from "../../db/schema.ts";

export type { EventReminder };

/** The wire row (REST and pull), field by field so no server-only column leaks. */
export function toEventReminder(row: EventReminderRow): EventReminder {
  return {
    id: row.id,
    userId: row.userId,
    calendarEventId: row.calendarEventId,
    experienceId: row.experienceId,
    reminderType: row.reminderType,
    reminderTime: row.reminderTime,
    message: row.message,
    sent: row.sent,
    sentAt: row.sentAt,
    dismissedAt: row.dismissedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? row.createdAt,
  };
}
