import { REMINDER_LEADS, type ReminderType } from "./reminder-schemas.ts";

/**
 * When reminders are due. The due time is always computed from the entry's CURRENT start and
 * the chosen lead, never read from a stored time: an edited event or a moved experience moves
 * its reminder with it, on every device, with nothing to keep in step.
 */

export interface ReminderLike {
  id: string;
  calendarEventId: string | null;
  experienceId: string | null;
  reminderType: string;
  dismissedAt: string | null;
}

/** The calendar entry key a reminder belongs to (see calendar-items.ts). */
export function reminderTargetKey(
  reminder: Pick<ReminderLike, "calendarEventId" | "experienceId">,
) {
  return reminder.calendarEventId
    ? `event:${reminder.calendarEventId}`
    : `experience:${reminder.experienceId ?? ""}`;
}

/** The instant a reminder of this type is due for an entry starting at `start`. */
export function reminderDueAt(start: Date, type: ReminderType): Date {
  return new Date(start.getTime() - REMINDER_LEADS[type] * 60_000);
}

export interface DueReminder<I> {
  reminder: ReminderLike;
  item: I;
  dueAt: Date;
}

/**
 * The reminders to show now: due (their time has come), not dismissed, and for an entry that
 * has not ended yet (a reminder for something already over helps nobody). Soonest entry first.
 * A reminder whose entry is gone (deleted event, cancelled registration) is not shown.
 */
export function dueReminders<I extends { key: string; start: Date; end: Date }>(
  reminders: readonly ReminderLike[],
  items: readonly I[],
  now: Date,
): DueReminder<I>[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const due: DueReminder<I>[] = [];
  for (const reminder of reminders) {
    if (reminder.dismissedAt || !(reminder.reminderType in REMINDER_LEADS)) continue;
    const item = byKey.get(reminderTargetKey(reminder));
    if (!item || item.end.getTime() <= now.getTime()) continue;
    const dueAt = reminderDueAt(item.start, reminder.reminderType as ReminderType);
    if (dueAt.getTime() <= now.getTime()) due.push({ reminder, item, dueAt });
  }
  return due.sort((a, b) => a.item.start.getTime() - b.item.start.getTime());
}

/**
 * The next instant a not-yet-due reminder falls due (for a timer), or null when none will.
 */
export function nextReminderAt<I extends { key: string; start: Date }>(
  reminders: readonly ReminderLike[],
  items: readonly I[],
  now: Date,
): Date | null {
  const byKey = new Map(items.map((item) => [item.key, item]));
  let next: number | null = null;
  for (const reminder of reminders) {
    if (reminder.dismissedAt || !(reminder.reminderType in REMINDER_LEADS)) continue;
    const item = byKey.get(reminderTargetKey(reminder));
    if (!item) continue;
    const at = reminderDueAt(item.start, reminder.reminderType as ReminderType).getTime();
    if (at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}
