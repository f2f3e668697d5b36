import { db } from "#db/db.ts";
import type { CalendarEventRow, ExperienceRow } from "#db/types.ts";
import { calendarEventFromExperience } from "#domain/calendar-from-experience.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationInput } from "#domain/mutations.ts";
import { defaultReminderFor } from "#domain/notification-settings.ts";
import { getNotificationSettings } from "#features/profile/index.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/**
 * The user's own calendar events (docs/calendar-feed.md). Every change is saved on this device
 * first and queued in the outbox (one transaction each, queue.ts), so it works offline and
 * reaches the server exactly once.
 */

export type CalendarEventInput = Omit<MutationInput<"calendarEvent.create">, "id">;

/**
 * Adds an event (`calendarEvent.create`). Start and end as the dialog gives them (datetime-local
 * text) or ISO; invalid values fail with 'Invalid start time: …' (LocalValidationError).
 */
export async function createCalendarEvent(input: CalendarEventInput): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  // A new event gets the default reminder of the profile's notification settings, queued in the
  // same transaction: the event never exists on this device without the reminder it was given.
  const tables = [...queueTables("calendarEvent.create", "eventReminder.set"), "profile" as const];
  await db.transaction("rw", tables, async () => {
    await queueMutation(db, "calendarEvent.create", { ...input, id }, { userId });
    const lead = defaultReminderFor(await getNotificationSettings(userId));
    if (!lead) return;
    const reminder = { id: uuidv7(), calendarEventId: id, experienceId: null, reminderType: lead };
    await queueMutation(db, "eventReminder.set", reminder, { userId });
  });
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
 * "Add to Calendar" from an experience: at its real time and duration, or on
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
