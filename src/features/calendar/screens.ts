/** Add-to-calendar and .ics download buttons; route screens only (see experiences/screens.ts). */
export { AddToCalendarButton } from "./components/add-to-calendar-button.tsx";
export { DownloadIcsButton } from "./components/download-ics-button.tsx";
