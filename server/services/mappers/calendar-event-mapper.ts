import {
  type CalendarEventType,
  DEFAULT_EVENT_CATEGORY,
} from "../../../src/domain/calendar-schemas.ts";
import type { CalendarEventRow } from "../../db/schema.ts";

/** The client's `calendarEvents` row (src/db/types.ts). Server-only columns stay here. */
export interface CalendarEvent {
  id: string;
  userId: string;
  experienceId: string | null;
  title: string;
  description: string | null;
  startTime: string;
  endTime: string;
  location: string | null;
  category: string;
  eventType: CalendarEventType;
  isReminder: boolean;
  reminderTime: string | null;
  moodContext: string | null;
  createdAt: string;
  updatedAt: string;
}

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
