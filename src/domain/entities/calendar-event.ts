import * as v from "valibot";
import { CALENDAR_EVENT_TYPES } from "../calendar-schemas.ts";
import { nullableText, wireId } from "./wire-parts.ts";

/** A calendar entry of its user (private): their own, or one made from an experience. */
export const calendarEventEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  experienceId: nullableText,
  title: v.string(),
  description: nullableText,
  startTime: v.string(),
  endTime: v.string(),
  location: nullableText,
  category: v.string(),
  eventType: v.picklist(CALENDAR_EVENT_TYPES),
  isReminder: v.boolean(),
  reminderTime: nullableText,
  moodContext: nullableText,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type CalendarEvent = v.InferOutput<typeof calendarEventEntitySchema>;
