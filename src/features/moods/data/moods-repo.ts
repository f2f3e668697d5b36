import { db } from "#db/db.ts";
import { allExperiences, bulkGetExperiences } from "#db/experience-reads.ts";
import type {
  ExperienceRow,
  MoodEntryRow,
  MoodRecommendationRow,
  RegistrationRow,
} from "#db/types.ts";
import { toListCategory } from "#domain/categories.ts";
import { upcomingStart } from "#domain/dates.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MoodMoment } from "#domain/mood-moments.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";

/** Mood check-ins and the experiences suggested for a mood. */

/**
 * Logs a mood (`mood.log`): intensity 1–10, default 5; empty notes are dropped. A mood for a
 * visit names its experience and, when asked around it, its moment (mood-moments.ts).
 */
export async function logMood(input: {
  mood: string;
  intensity?: number | string | null;
  notes?: string | null;
  experienceId?: string;
  moment?: MoodMoment;
}): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "mood.log", { ...input, id }, { userId });
  return { id };
}

/** A user's check-ins, latest first. */
export async function listMoodEntries(userId: string): Promise<MoodEntryRow[]> {
  const rows = await db.moodEntries
    .where("[userId+createdAt]")
    .between([userId, ""], [userId, "\uffff"])
    .reverse()
    .toArray();
  return rows;
}

export async function latestMood(userId: string): Promise<MoodEntryRow | null> {
  const [latest] = await db.moodEntries
    .where("[userId+createdAt]")
    .between([userId, ""], [userId, "\uffff"])
    .reverse()
    .limit(1)
    .toArray();
  return latest ?? null;
}

/** An attended visit as the mood history shows it (the door's check-in time, the category). */
export interface AttendedVisit {
  experienceId: string;
  attendedAt: string;
  title: string;
  category: string;
}

/** The user's registrations the door checked in, each with its experience (when on the device). */
export async function attendedWithExperience(
  userId: string,
): Promise<{ registration: RegistrationRow; experience: ExperienceRow }[]> {
  const registrations = await db.registrations
    .where("userId")
    .equals(userId)
    .filter((r) => r.status === "attended")
    .toArray();
  const experiences = await bulkGetExperiences(
    db,
    registrations.map((r) => r.experienceId),
  );
  return registrations.flatMap((registration, i) => {
    const experience = experiences[i];
    return experience ? [{ registration, experience }] : [];
  });
}

/**
 * The user's visits the door checked in, with their experience. A visit without its check-in
 * time (an older row) counts from the experience's start.
 */
export async function listAttendedVisits(userId: string): Promise<AttendedVisit[]> {
  return (await attendedWithExperience(userId)).map(({ registration, experience }) => ({
    experienceId: registration.experienceId,
    attendedAt: registration.attendedAt ?? experience.date,
    title: experience.title,
    category: experience.category,
  }));
}

export const MOOD_SUGGESTIONS_LIMIT = 6;

export type MoodSuggestion = ExperienceRow & { recommendationReason: string };

/**
 * Experiences for a mood, as `GET /api/users/{id}/mood-recommendations` ranks them: upcoming
 * active experiences of the categories suggested for the mood, most effective category first,
 * then soonest. Runs on local rows, so it works offline.
 */
export function suggestForMood(
  mood: string,
  recommendations: readonly MoodRecommendationRow[],
  experiences: readonly ExperienceRow[],
  now: Date,
): MoodSuggestion[] {
  const byCategory = new Map<string, MoodRecommendationRow>();
  for (const rec of recommendations) {
    if (rec.mood !== mood) continue;
    const category = toListCategory(rec.experienceCategory) ?? rec.experienceCategory;
    const best = byCategory.get(category);
    if (!best || rec.effectiveness > best.effectiveness) byCategory.set(category, rec);
  }
  if (byCategory.size === 0) return [];
  return experiences
    .flatMap((e) => {
      if (e.isActive === false) return [];
      const rec = byCategory.get(toListCategory(e.category) ?? e.category);
      const start = upcomingStart(e.date, now);
      return rec && start ? [{ e, rec, start }] : [];
    })
    .sort(
      (a, b) =>
        b.rec.effectiveness - a.rec.effectiveness ||
        a.start.getTime() - b.start.getTime() ||
        (a.e.id < b.e.id ? -1 : 1),
    )
    .slice(0, MOOD_SUGGESTIONS_LIMIT)
    .map(({ e, rec }) => ({ ...e, recommendationReason: rec.recommendationReason }));
}

export async function moodSuggestions(mood: string, now = new Date()): Promise<MoodSuggestion[]> {
  const [recommendations, experiences] = await Promise.all([
    db.moodRecommendations.where("mood").equals(mood).toArray(),
    allExperiences(db),
  ]);
  return suggestForMood(mood, recommendations, experiences, now);
}
