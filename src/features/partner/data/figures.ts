import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { parseDateText } from "#domain/dates.ts";
import {
  hasEnded,
  isBooked,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "#domain/registration-lifecycle.ts";

/**
 * The partner dashboard's figures, computed on the device from the rows the
 * server sends the creator: their experiences and one attendee row per registration. Pure, so
 * each definition is tested once and every screen shows the same number.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Listings that are live (`isActive`): "Active Experiences". */
export function countActiveListings(experiences: readonly ExperienceRow[]): number {
  return experiences.filter((e) => e.isActive).length;
}

/** "Total Participants" (totalBookings). */
export function totalBookings(attendees: readonly AttendeeRow[]): number {
  return attendees.filter((a) => isBooked(a.status)).length;
}

/** "New This Week" (weeklyBookings): bookings registered in the 7 days up to `now`. */
export function weeklyBookings(attendees: readonly AttendeeRow[], now: Date): number {
  const from = now.getTime() - WEEK_MS;
  return attendees.filter((a) => {
    if (!isBooked(a.status)) return false;
    const at = parseDateText(a.registeredAt)?.getTime();
    return at !== undefined && at > from && at <= now.getTime();
  }).length;
}

export interface Satisfaction {
  /** 1–5, the average of every rating given to the partner's experiences. */
  average: number;
  /** How many ratings it is made of. */
  count: number;
}

/**
 * "Satisfaction": the experiences' rating averages weighted by how many ratings each has, so
 * one visitor's 5 does not outweigh forty 4s. Null when nobody has rated yet (shown as "—").
 */
export function satisfaction(experiences: readonly ExperienceRow[]): Satisfaction | null {
  let sum = 0;
  let count = 0;
  for (const e of experiences) {
    if (e.ratingAverage == null || !(e.ratingCount > 0)) continue;
    sum += e.ratingAverage * e.ratingCount;
    count += e.ratingCount;
  }
  return count > 0 ? { average: sum / count, count } : null;
}

export type StatusCounts = Record<RegistrationStatus, number>;

/** How many registrations are in each status (unknown statuses from a newer server skipped). */
export function countStatuses(attendees: readonly AttendeeRow[]): StatusCounts {
  const counts = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const a of attendees) if (a.status in counts) counts[a.status as RegistrationStatus]++;
  return counts;
}

/**
 * The partner's listings in the order every partner page shows them: those still to come (or
 * running) soonest first, then the ended ones most recent first; unreadable dates last.
 */
export function orderListings(experiences: readonly ExperienceRow[], now: Date): ExperienceRow[] {
  const start = (e: ExperienceRow) => parseDateText(e.date)?.getTime() ?? Number.NaN;
  const group = (e: ExperienceRow) =>
    Number.isNaN(start(e)) ? 2 : hasEnded(e.date, e.duration, now) ? 1 : 0;
  return [...experiences].sort((a, b) => {
    const g = group(a) - group(b);
    if (g !== 0) return g;
    const order = group(a) === 0 ? start(a) - start(b) : start(b) - start(a);
    return order || a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1);
  });
}
