/** Public surface of the calendar feature's data layer, and the app-wide reminder notifier. */
export { ReminderNotifier } from "./components/reminder-notifier.tsx";
export {
  addExperienceToCalendar,
  createCalendarEvent,
  listCalendarEvents,
} from "./data/calendar-repo.ts";
