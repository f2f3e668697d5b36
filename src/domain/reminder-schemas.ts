import * as v from "valibot";
import { R } from "./reasons.ts";
import { idSchema } from "./schema-parts.ts";

/**
 * Event reminders: per calendar entry, when to be reminded. An entry
 * is either one of the user's calendar events or an experience they are registered for (those
 * are derived, not calendar rows, so the reminder names the experience). One reminder per entry:
 * choosing "none" removes it.
 */

/** Minutes before the start, per reminder type. */
export const REMINDER_LEADS = {
  "15m": 15,
  "1h": 60,
  "2h": 120,
  "1d": 1440,
} as const;
export type ReminderType = keyof typeof REMINDER_LEADS;
export const REMINDER_TYPES = Object.keys(REMINDER_LEADS) as ReminderType[];

export function isReminderType(value: unknown): value is ReminderType {
  return typeof value === "string" && Object.hasOwn(REMINDER_LEADS, value);
}

export const reminderEntries = {
  calendarEventId: v.optional(v.nullable(idSchema), null),
  experienceId: v.optional(v.nullable(idSchema), null),
  reminderType: v.picklist(REMINDER_TYPES, R.reminder_type_invalid),
};

/** Exactly one target: an event or an experience. */
export function withReminderTarget<
  T extends { calendarEventId: string | null; experienceId: string | null },
>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    schema,
    v.check(
      (r: T) => (r.calendarEventId === null) !== (r.experienceId === null),
      R.reminder_target_required,
    ),
  );
}
