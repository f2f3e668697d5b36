import { experienceTimes } from "./calendar-from-experience.ts";
import type { CalendarEvent } from "./entities/calendar-event.ts";
import type { Experience } from "./entities/experience.ts";
import type { Registration } from "./entities/registration.ts";
import { holdsPlace } from "./registration-lifecycle.ts";

/**
 * What the calendar shows: the user's own events (rows they can edit and delete) and the
 * experiences they are registered for, DERIVED from their registrations on every read, never
 * copied into calendar rows. So a cancelled registration leaves the calendar at once, a moved
 * experience moves with it, and a waitlisted one is not shown as if it were booked.
 */

export type CalendarItem =
  | {
      kind: "event";
      /** Row key for lists and for reminders: `event:<id>`. */
      key: string;
      event: CalendarEvent;
      title: string;
      description: string | null;
      location: string | null;
      category: string;
      start: Date;
      end: Date;
      experienceId: string | null;
    }
  | {
      kind: "registration";
      /** `experience:<id>`. */
      key: string;
      experience: Experience;
      status: string;
      title: string;
      description: string | null;
      location: string | null;
      category: string;
      start: Date;
      end: Date;
      experienceId: string;
    };

export const eventKey = (eventId: string) => `event:${eventId}`;
export const experienceKey = (experienceId: string) => `experience:${experienceId}`;

function eventItem(event: CalendarEvent): CalendarItem | null {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return {
    kind: "event",
    key: eventKey(event.id),
    event,
    title: event.title,
    description: event.description,
    location: event.location,
    category: event.category,
    start,
    end,
    experienceId: event.experienceId,
  };
}

/**
 * Everything in the user's calendar, earliest first. A registered (or attended) experience the
 * user also added with "Add to Calendar" is shown once, as their own event, which they may have
 * edited; registrations whose experience is not on this device yet are left out until it arrives.
 */
export function calendarItems(
  events: readonly CalendarEvent[],
  registrations: readonly Registration[],
  experiences: ReadonlyMap<string, Experience>,
  now: Date,
): CalendarItem[] {
  const items: CalendarItem[] = [];
  const added = new Set<string>();
  for (const event of events) {
    const item = eventItem(event);
    if (!item) continue;
    items.push(item);
    if (event.experienceId) added.add(event.experienceId);
  }
  for (const registration of registrations) {
    if (!holdsPlace(registration.status) || added.has(registration.experienceId)) continue;
    const experience = experiences.get(registration.experienceId);
    if (!experience) continue;
    const { start, end } = experienceTimes(experience, now);
    added.add(experience.id);
    items.push({
      kind: "registration",
      key: experienceKey(experience.id),
      experience,
      status: registration.status,
      title: experience.title,
      description: experience.description,
      location: [experience.venue, experience.location].filter(Boolean).join(", ") || null,
      category: experience.category,
      start,
      end,
      experienceId: experience.id,
    });
  }
  return items.sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key));
}

/** Items still to come or under way (end after `now`), earliest first. */
export function upcomingItems(items: readonly CalendarItem[], now: Date): CalendarItem[] {
  return items.filter((item) => item.end.getTime() > now.getTime());
}
