import { useReminderNotifier } from "../hooks/use-reminder-notifier.ts";

/** Mounted once in the signed-in area: shows due reminders as notifications while the app runs. */
export function ReminderNotifier() {
  useReminderNotifier();
  return null;
}
