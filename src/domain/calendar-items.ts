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
 * Everything in the user's calendar, earliest first. An experience the user holds a place at
 * (registered or attended) is shown once, as their registration: its badge, its link and its
 * venue say it is booked, and cancelling happens on its page. Their own event for the same
 * experience ("Add to Calendar" before or after booking) is then left out, as the same entry
 * twice; it shows again if the registration is cancelled. Registrations whose experience is not
 * on this device yet are left out until it arrives (an own event for it shows meanwhile).
 */
export function calendarItems(
  events: readonly CalendarEvent[],
  registrations: readonly Registration[],
  experiences: ReadonlyMap<string, Experience>,
  now: Date,
): CalendarItem[] {
  const items: CalendarItem[] = [];
  const booked = new Set<string>();
  for (const registration of registrations) {
    if (!holdsPlace(registration.status) || booked.has(registration.experienceId)) continue;
    const experience = experiences.get(registration.experienceId);
    if (!experience) continue;
    const { start, end } = experienceTimes(experience, now);
    booked.add(experience.id);
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
  for (const event of events) {
    if (event.experienceId && booked.has(event.experienceId)) continue;
    const item = eventItem(event);
    if (item) items.push(item);
  }
  return items.sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key));
}

/**
 * The experiences already on the user's calendar: those they hold a place at (the calendar
 * derives their entry from the registration) and those they added as their own event. "Add to
 * Calendar" is not offered again for them: a second entry for a booking would only repeat it.
 */
export function experiencesOnCalendar(
  events: readonly Pick<CalendarEvent, "experienceId">[],
  registrations: readonly Pick<Registration, "experienceId" | "status">[],
): Set<string> {
  const ids = new Set<string>();
  for (const event of events) if (event.experienceId) ids.add(event.experienceId);
  for (const r of registrations) if (holdsPlace(r.status)) ids.add(r.experienceId);
  return ids;
}

/** Items still to come or under way (end after `now`), earliest first. */
export function upcomingItems(items: readonly CalendarItem[], now: Date): CalendarItem[] {
  return items.filter((item) => item.end.getTime() > now.getTime());
}
