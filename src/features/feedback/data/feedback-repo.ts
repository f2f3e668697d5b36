import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, InteractionRow, MoodEntryRow } from "#db/types.ts";
import type { Mood } from "#domain/constants.ts";
import { uuidv7 } from "#domain/ids.ts";
import { requireCurrentUserId } from "#features/auth/index.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/**
 * "How was it?" after an attended visit (issue 13). Reads are the user's own rows on this
 * device; a submit queues the rating (`feedback.submit`) and, when given, the visit's mood
 * (`mood.log` with the experience's id) in ONE transaction: both or neither reach the outbox,
 * and both are replayed exactly once by the sync engine, offline or not.
 */

export interface FeedbackSubmission {
  experienceId: string;
  rating: number;
  feedback?: string | null;
  /** The visit's mood, optional. */
  mood?: Mood | null;
  intensity?: number;
}

export async function submitFeedback(input: FeedbackSubmission): Promise<void> {
  const userId = requireCurrentUserId();
  const { experienceId, rating, feedback, mood, intensity } = input;
  await db.transaction("rw", queueTables("feedback.submit", "mood.log"), async () => {
    await queueMutation(
      db,
      "feedback.submit",
      { id: uuidv7(), experienceId, rating, feedback: feedback ?? null },
      { userId },
    );
    if (mood) {
      await queueMutation(
        db,
        "mood.log",
        { id: uuidv7(), mood, intensity, experienceId },
        { userId },
      );
    }
  });
}

/** What the experience page needs to know about the user's visit. */
export interface VisitState {
  /** The door checked the user in. */
  attended: boolean;
  feedback: InteractionRow | null;
  /** The latest mood logged for this visit. */
  visitMood: MoodEntryRow | null;
}

export async function visitState(userId: string, experienceId: string): Promise<VisitState> {
  const [registration, feedback, moods] = await Promise.all([
    db.registrations.where({ userId, experienceId }).first(),
    db.interactions.where({ userId, experienceId }).first(),
    db.moodEntries
      .where("userId")
      .equals(userId)
      .filter((m) => m.experienceId === experienceId)
      .toArray(),
  ]);
  const visitMood = moods.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0] ?? null;
  return { attended: registration?.status === "attended", feedback: feedback ?? null, visitMood };
}

export interface UnratedVisit {
  experience: ExperienceRow;
  attendedAt: string | null;
}

/** Attended visits without a rating yet, latest first (the home prompt). */
export async function unratedVisits(userId: string): Promise<UnratedVisit[]> {
  const [registrations, feedback] = await Promise.all([
    db.registrations
      .where("userId")
      .equals(userId)
      .filter((r) => r.status === "attended")
      .toArray(),
    db.interactions.where("userId").equals(userId).toArray(),
  ]);
  const rated = new Set(feedback.map((f) => f.experienceId));
  const open = registrations.filter((r) => !rated.has(r.experienceId));
  const experiences = await bulkGetExperiences(
    db,
    open.map((r) => r.experienceId),
  );
  return open
    .flatMap((r, i) => {
      const experience = experiences[i];
      return experience ? [{ experience, attendedAt: r.attendedAt }] : [];
    })
    .sort((a, b) =>
      (a.attendedAt ?? a.experience.date) < (b.attendedAt ?? b.experience.date) ? 1 : -1,
    );
}
