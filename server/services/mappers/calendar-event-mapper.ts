import { DEFAULT_EVENT_CATEGORY } from "#domain/calendar-schemas.ts";
import type { CalendarEvent } from "#domain/entities/index.ts";
import type { CalendarEventRow } from "../../db/schema.ts";

/** The wire row (REST and pull); its one definition is the entity schema. */
export type { CalendarEvent };

export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    userId: row.userId,
    experienceId: row.experienceId,
    title: row.title,
    description: row.description,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    category: row.category ?? DEFAULT_EVENT_CATEGORY,
    eventType: row.eventType === "experience" ? "experience" : "custom",
    isReminder: row.isReminder,
    reminderTime: row.reminderTime,
    moodContext: row.moodContext,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
