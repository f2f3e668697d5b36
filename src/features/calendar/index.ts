/** Public surface of the calendar feature's data layer. */
export {
  addExperienceToCalendar,
  createCalendarEvent,
  listCalendarEvents,
} from "./data/calendar-repo.ts";
