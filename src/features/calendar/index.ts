/** Public surface of the calendar feature's data layer. */
export {
  addExperienceToCalendar,
  type CalendarEventInput,
  calendarEventsOn,
  createCalendarEvent,
  listCalendarEvents,
  upcomingCalendarEvents,
} from "./data/calendar-repo.ts";
export {
  useCalendarEvents,
  useCalendarEventsOn,
  useUpcomingCalendarEvents,
} from "./hooks/use-calendar-events.ts";
