import type { CalendarItem } from "#domain/calendar-items.ts";
import { type DueReminder, dueReminders } from "#domain/reminders.ts";
import { useCalendarItems } from "./use-calendar-items.ts";
import { useReminders } from "./use-reminders.ts";

/**
 * The due, undismissed reminders at `now` (undefined while loading). Not re-read during a bulk
 * pull: the notifier runs on every signed-in page, and a first sync's pages must not wait for it.
 */
export function useDueReminders(now: Date): DueReminder<CalendarItem>[] | undefined {
  const items = useCalendarItems(now, { refreshWhilePulling: false });
  const reminders = useReminders();
  if (!items || !reminders) return undefined;
  return dueReminders(reminders, items, now);
}
