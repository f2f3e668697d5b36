import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { parseDateText, startOfLocalDay } from "#domain/dates.ts";
import { hasEnded, isBooked } from "#domain/registration-lifecycle.ts";

/** The series behind the partner's analytics charts. Pure; "no data" is null or an empty list. */

export const ANALYTICS_WEEKS = 12;

export interface WeekCount {
  /** Local midnight the 7-day window starts at. */
  start: Date;
  count: number;
}

/**
 * Bookings (registrations that hold or held a place) per 7-day window, oldest first; the last
 * window ends tonight at midnight, so today counts in it.
 */
export function bookingsPerWeek(
  attendees: readonly AttendeeRow[],
  now: Date,
  weeks = ANALYTICS_WEEKS,
): WeekCount[] {
  const today = startOfLocalDay(now);
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const series = Array.from({ length: weeks }, (_, i) => ({
    start: new Date(end.getFullYear(), end.getMonth(), end.getDate() - 7 * (weeks - i)),
    count: 0,
  }));
  for (const a of attendees) {
    if (!isBooked(a.status)) continue;
    const at = parseDateText(a.registeredAt)?.getTime();
    if (at === undefined || at >= end.getTime()) continue;
    // Calendar-day windows: a DST week is 7 days, not 7 × 24 h.
    const index = series.findLastIndex((week) => week.start.getTime() <= at);
    const week = series[index];
    if (week) week.count += 1;
  }
  return series;
}

export interface Attendance {
  experience: ExperienceRow;
  attended: number;
  noShow: number;
  /** attended ÷ (attended + no-show); null when nobody was expected. */
  rate: number | null;
}

export interface AttendanceSummary {
  perExperience: Attendance[];
  attended: number;
  noShow: number;
  attendanceRate: number | null;
  noShowRate: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * Attendance over the experiences that have ended: who came (scanned at the door) against who
 * held a place and did not. Registrations not yet settled as no-show are left out.
 */
export function attendanceSummary(
  experiences: readonly ExperienceRow[],
  attendees: readonly AttendeeRow[],
  now: Date,
): AttendanceSummary {
  const perExperience = experiences
    .filter((e) => hasEnded(e.date, e.duration, now))
    .map((experience) => {
      const own = attendees.filter((a) => a.experienceId === experience.id);
      const attended = own.filter((a) => a.status === "attended").length;
      const noShow = own.filter((a) => a.status === "no_show").length;
      return { experience, attended, noShow, rate: ratio(attended, attended + noShow) };
    })
    .filter((row) => row.rate !== null);
  const attended = perExperience.reduce((sum, row) => sum + row.attended, 0);
  const noShow = perExperience.reduce((sum, row) => sum + row.noShow, 0);
  return {
    perExperience,
    attended,
    noShow,
    attendanceRate: ratio(attended, attended + noShow),
    noShowRate: ratio(noShow, attended + noShow),
  };
}

export interface ExperienceValue {
  experience: ExperienceRow;
  value: number;
}

/** People on each experience's waiting list, most wanted first; experiences without any left out. */
export function waitingListDemand(
  experiences: readonly ExperienceRow[],
  attendees: readonly AttendeeRow[],
): ExperienceValue[] {
  return experiences
    .map((experience) => ({
      experience,
      value: attendees.filter((a) => a.experienceId === experience.id && a.status === "waitlisted")
        .length,
    }))
    .filter((row) => row.value > 0)
    .sort((a, b) => b.value - a.value);
}

/** Each rated experience's average rating (1–5), in the order given. */
export function ratingsPerExperience(experiences: readonly ExperienceRow[]): ExperienceValue[] {
  return experiences.flatMap((experience) =>
    experience.ratingAverage != null && experience.ratingCount > 0
      ? [{ experience, value: experience.ratingAverage }]
      : [],
  );
}
