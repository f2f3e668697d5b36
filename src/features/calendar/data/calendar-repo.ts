import { db } from "#db/db.ts";
import type { CalendarEventRow, ExperienceRow } from "#db/types.ts";
import { calendarEventFromExperience } from "#domain/calendar-from-experience.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationInput } from "#domain/mutations.ts";
import { requireCurrentUserId } from "#features/auth/index.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * The user's own calendar events (spec §2 Calendar). Every change is saved on this device first
 * and queued in the outbox (one transaction each, queue.ts), so it works offline and reaches
 * the server exactly once.
 */

export type CalendarEventInput = Omit<MutationInput<"calendarEvent.create">, "id">;

/**
 * Adds an event (`calendarEvent.create`). Start and end as the dialog gives them (datetime-local
 * text) or ISO; invalid values fail with 'Invalid start time: …' (LocalValidationError).
 */
export async function createCalendarEvent(input: CalendarEventInput): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "calendarEvent.create", { ...input, id }, { userId });
  return { id };
}

/** Replaces the fields of one of the user's events (`calendarEvent.update`). */
export async function updateCalendarEvent(
  id: string,
  input: CalendarEventInput,
): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "calendarEvent.update", { ...input, id }, { userId });
  return { id };
}

/** Deletes one of the user's events (`calendarEvent.delete`); its reminders go with it. */
export async function deleteCalendarEvent(id: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "calendarEvent.delete", { id }, { userId });
}

/**
 * "Add to Calendar" from an experience (spec §3 payload): at its real time and duration, or on
 * its day 18:00–20:00 when the listing gives no time. `benefitLabel` is the translated
 * "Wellbeing benefit" line label.
 */
export function addExperienceToCalendar(
  experience: ExperienceRow,
  benefitLabel: string,
  now = new Date(),
): Promise<{ id: string }> {
  return createCalendarEvent(calendarEventFromExperience(experience, now, benefitLabel));
}

/** All events, by start time. */
export function listCalendarEvents(userId: string): Promise<CalendarEventRow[]> {
  return db.calendarEvents
    .where("[userId+startTime]")
    .between([userId, ""], [userId, "\uffff"])
    .toArray();
}
