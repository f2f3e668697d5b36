import { listExperiences } from "#catalogue/list-experiences.ts";
import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import { type CalendarItem, calendarItems, experiencesOnCalendar } from "#domain/calendar-items.ts";
import { listCalendarEvents } from "./calendar-repo.ts";

/**
 * Everything in the user's calendar, read together so the live query re-runs when any of the
 * three tables changes: their events, plus their registrations (registered or attended) joined
 * to the experiences on this device. Derived on every read, never copied into calendar rows.
 */
export async function listCalendarItems(userId: string, now: Date): Promise<CalendarItem[]> {
  const [events, registrations] = await Promise.all([
    listCalendarEvents(userId),
    db.registrations.where("userId").equals(userId).toArray(),
  ]);
  const ids = [...new Set(registrations.map((r) => r.experienceId))];
  const found = await bulkGetExperiences(db, ids);
  const experiences = new Map(found.flatMap((e) => (e ? [[e.id, e] as const] : [])));
  return calendarItems(events, registrations, experiences, now);
}

/**
 * The ids of the experiences already on the user's calendar, booked or added (see
 * `experiencesOnCalendar`): "Add to Calendar" says so for them instead of adding a copy.
 */
export async function listExperienceIdsOnCalendar(userId: string): Promise<ReadonlySet<string>> {
  const [events, registrations] = await Promise.all([
    listCalendarEvents(userId),
    db.registrations.where("userId").equals(userId).toArray(),
  ]);
  return experiencesOnCalendar(events, registrations);
}

/**
 * The first experiences for the "Add from Experiences" panel (spec: the first 6): active ones
 * still to come, soonest first. Read through the experiences list's index (there is no `date`
 * index: each index costs every row of a first sync one more write).
 */
export function listQuickAddExperiences(now: Date, limit = 6) {
  return listExperiences({ upcomingOnly: true, now, limit });
}
