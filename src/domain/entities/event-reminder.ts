import * as v from "valibot";
import type { MutationArgs } from "../mutations.ts";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * A reminder of its user (private), for one of their calendar events or
 * an experience they are registered for. `reminderType` is open text on the wire (a newer
 * build's lead time must not make this one drop the row; reminders.ts skips types it does not
 * know). `reminderTime` is when it was due at the last write; devices compute it again from the
 * entry's current start (src/domain/reminders.ts). `sent`/`sentAt`: a Web Push went out;
 * `dismissedAt`: the user put it away in the app.
 */
export const eventReminderEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  calendarEventId: nullableText,
  experienceId: nullableText,
  reminderType: v.string(),
  reminderTime: v.string(),
  message: nullableText,
  sent: v.boolean(),
  sentAt: nullableText,
  dismissedAt: nullableText,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type EventReminder = v.InferOutput<typeof eventReminderEntitySchema>;

/**
 * The row an `eventReminder.set` makes, on the device and on the server alike; `reminderTime`
 * and `message` come from the entry it reminds of.
 */
export function newEventReminder(
  args: MutationArgs<"eventReminder.set">,
  made: {
    userId: string;
    reminderTime: string;
    message: string | null;
    createdAt: string;
    updatedAt: string;
  },
): EventReminder {
  return {
    id: args.id,
    userId: made.userId,
    calendarEventId: args.calendarEventId,
    experienceId: args.experienceId,
    reminderType: args.reminderType,
    reminderTime: made.reminderTime,
    message: made.message,
    sent: false,
    sentAt: null,
    dismissedAt: null,
    createdAt: made.createdAt,
    updatedAt: made.updatedAt,
  };
}
