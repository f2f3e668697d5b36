import * as v from "valibot";
import { CALENDAR_EVENT_TYPES } from "../calendar-schemas.ts";
import type { MutationArgs } from "../mutations.ts";
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

/**
 * The row a `calendarEvent.create` makes, the same on the device (the optimistic row) and on
 * the server (the stored one), so the two cannot drift: only who and when differ.
 */
export function newCalendarEvent(
  args: MutationArgs<"calendarEvent.create">,
  made: { userId: string; createdAt: string; updatedAt: string },
): CalendarEvent {
  return {
    id: args.id,
    userId: made.userId,
    experienceId: args.experienceId,
    title: args.title,
    description: args.description,
    startTime: args.startTime,
    endTime: args.endTime,
    location: args.location,
    category: args.category,
    eventType: args.eventType,
    isReminder: false,
    reminderTime: null,
    moodContext: null,
    createdAt: made.createdAt,
    updatedAt: made.updatedAt,
  };
}
