import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, MoodEntryRow, RegistrationRow } from "#db/types.ts";
import { type CalendarItem, calendarItems } from "#domain/calendar-items.ts";
import { listCalendarEvents } from "#features/calendar/index.ts";
import { listFavorites } from "#features/favorites/index.ts";
import { latestMood } from "#features/moods/index.ts";

/** What the individual dashboard reads from IndexedDB, in one live query. */
export interface DashboardData {
  /** The whole calendar (own events and booked experiences), earliest first. */
  calendar: CalendarItem[];
  registrations: RegistrationRow[];
  /** The experiences of the user's registrations that are on this device. */
  experiences: ReadonlyMap<string, ExperienceRow>;
  /** Saved experiences, as many as /favorites lists. */
  favoriteCount: number;
  latestMood: MoodEntryRow | null;
}

/**
 * Everything the dashboard shows about the user, read together so the live query re-runs when
 * any of these tables changes (a mood logged, a check-in pulled, a favourite removed).
 */
export async function loadDashboard(userId: string, now: Date): Promise<DashboardData> {
  const [events, registrations, favorites, mood] = await Promise.all([
    listCalendarEvents(userId),
    db.registrations.where("userId").equals(userId).toArray(),
    listFavorites(userId),
    latestMood(userId),
  ]);
  const ids = [...new Set(registrations.map((r) => r.experienceId))];
  const found = await bulkGetExperiences(db, ids);
  const experiences = new Map(found.flatMap((e) => (e ? [[e.id, e] as const] : [])));
  return {
    calendar: calendarItems(events, registrations, experiences, now),
    registrations,
    experiences,
    favoriteCount: favorites.length,
    latestMood: mood,
  };
}

/** A new user: nothing booked, planned, saved or logged yet (the dashboard shows a start panel). */
export function isNewcomer(data: DashboardData): boolean {
  return (
    data.calendar.length === 0 &&
    data.registrations.length === 0 &&
    data.favoriteCount === 0 &&
    data.latestMood === null
  );
}
