/** The calendar's screen parts; route screens only (see experiences/screens.ts). */
export { AddToCalendarButton } from "./components/add-to-calendar-button.tsx";
export { CalendarScreen } from "./components/calendar-screen.tsx";
export { DownloadIcsButton } from "./components/download-ics-button.tsx";
