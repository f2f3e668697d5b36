import { experienceDescription } from "./calendar-from-experience.ts";
import type { CalendarItem } from "./calendar-items.ts";
import { buildIcsCalendar, type IcsEvent } from "./ics.ts";

/**
 * Calendar entries as iCalendar: the private feed (every entry, refreshed hourly) and the
 * one-off download of a single entry. UIDs are stable (`<event id>@culturewell`, or the
 * experience's `<experience id>@culturewell` that the experience page's download uses too), so
 * a calendar app updates an entry instead of adding it twice.
 */

/** How often subscribing calendar apps should fetch the feed again. */
export const FEED_REFRESH_MINUTES = 60;

export interface CalendarIcsOptions {
  /** Origin for links back to experiences, e.g. "https://culturewell.example". */
  origin?: string;
  benefitLabel?: string;
}

export function calendarItemIcsEvent(
  item: CalendarItem,
  options: CalendarIcsOptions = {},
): IcsEvent {
  const url =
    item.experienceId && options.origin
      ? `${options.origin}/experience/${item.experienceId}`
      : null;
  if (item.kind === "event") {
    return {
      uid: `${item.event.id}@culturewell`,
      start: item.start,
      end: item.end,
      summary: item.title,
      description: item.description,
      location: item.location,
      categories: item.category,
      url,
      lastModified: new Date(item.event.updatedAt),
    };
  }
  return {
    uid: `${item.experience.id}@culturewell`,
    start: item.start,
    end: item.end,
    summary: item.title,
    description: experienceDescription(item.experience, options.benefitLabel),
    location: item.location,
    categories: item.category,
    url,
    lastModified: new Date(item.experience.updatedAt),
  };
}

/** The private feed's body: every entry of the user's calendar. */
export function calendarFeedIcs(
  items: readonly CalendarItem[],
  now: Date,
  options: CalendarIcsOptions & { name?: string } = {},
): string {
  return buildIcsCalendar(
    {
      name: options.name ?? "CultureWell",
      refreshMinutes: FEED_REFRESH_MINUTES,
      events: items.map((item) => calendarItemIcsEvent(item, options)),
    },
    now,
  );
}

/** One entry as a downloadable .ics file. */
export function calendarItemIcs(item: CalendarItem, now: Date, options: CalendarIcsOptions = {}) {
  return buildIcsCalendar({ events: [calendarItemIcsEvent(item, options)] }, now);
}
