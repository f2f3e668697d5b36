import { db } from "#db/db.ts";
import { bulkGetExperiences, getExperience } from "#db/experience-reads.ts";
import type { ExperienceRow, InteractionRow, MoodEntryRow } from "#db/types.ts";
import type { Mood } from "#domain/constants.ts";
import { uuidv7 } from "#domain/ids.ts";
import { visitMomentOf } from "#domain/mood-moments.ts";
import { canRate } from "#domain/permissions.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/**
 * "How was it?" after an attended visit (decision 0012). Reads are the user's own rows on this
 * device; a submit queues the rating (`feedback.submit`) and, when given, the visit's mood
 * (`mood.log` with the experience's id, moment "after") in ONE transaction: both or neither
 * reach the outbox, and both are replayed exactly once by the sync engine, offline or not.
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
        { id: uuidv7(), mood, intensity, experienceId, moment: "after" },
        { userId },
      );
    }
  });
}

/** What the experience page needs to know about the user's visit. */
export interface VisitState {
  /** The door checked the user in. */
  attended: boolean;
  /** Attended and not the experience's door staff: "How was it?" is offered. */
  canRate: boolean;
  feedback: InteractionRow | null;
  /** The latest mood logged after this visit (not the one on arrival). */
  visitMood: MoodEntryRow | null;
}

/** The partners whose door the user helps at (their door helper rows on this device). */
async function helpsAtDoorOf(userId: string): Promise<Set<string>> {
  const rows = await db.doorHelpers.where("helperId").equals(userId).toArray();
  return new Set(rows.map((r) => r.partnerId));
}

export async function visitState(userId: string, experienceId: string): Promise<VisitState> {
  const [registration, feedback, moods, experience, staffOf] = await Promise.all([
    db.registrations.where({ userId, experienceId }).first(),
    db.interactions.where({ userId, experienceId }).first(),
    db.moodEntries
      .where("userId")
      .equals(userId)
      .filter((m) => m.experienceId === experienceId && visitMomentOf(m) === "after")
      .toArray(),
    getExperience(db, experienceId),
    helpsAtDoorOf(userId),
  ]);
  const visitMood = moods.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0] ?? null;
  const attended = registration?.status === "attended";
  return {
    attended,
    canRate: canRate({
      userId,
      attended,
      creatorId: experience?.createdBy,
      helpsAtDoorOf: staffOf,
    }),
    feedback: feedback ?? null,
    visitMood,
  };
}

export interface UnratedVisit {
  experience: ExperienceRow;
  attendedAt: string | null;
}

/** Attended visits without a rating yet, latest first (the home prompt). */
export async function unratedVisits(userId: string): Promise<UnratedVisit[]> {
  const [registrations, feedback, staffOf] = await Promise.all([
    db.registrations
      .where("userId")
      .equals(userId)
      .filter((r) => r.status === "attended")
      .toArray(),
    db.interactions.where("userId").equals(userId).toArray(),
    helpsAtDoorOf(userId),
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
      const creatorId = experience?.createdBy;
      if (!experience || !canRate({ userId, attended: true, creatorId, helpsAtDoorOf: staffOf })) {
        return [];
      }
      return [{ experience, attendedAt: r.attendedAt }];
    })
    .sort((a, b) =>
      (a.attendedAt ?? a.experience.date) < (b.attendedAt ?? b.experience.date) ? 1 : -1,
    );
}
