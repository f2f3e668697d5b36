import type { Experience } from "#domain/experience.ts";
import { type Reason, recommend } from "#domain/recommendations.ts";
import { isActiveRegistration } from "#domain/registration-lifecycle.ts";
import { listActiveExperiences } from "./experiences-service.ts";
import { favoriteExperienceIds } from "./favorites-service.ts";
import { latestMood, listMoodRecommendations } from "./moods-service.ts";
import { getProfile } from "./profile-service.ts";
import { listRegistrations, registrationCounts } from "./registrations-service.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import type { Reader } from "./write-context.ts";

/**
 * A recommendation item (score 0–1, reasons as text, experience). `reasonDetails`
 * carries each reason's stable code and parameters so a client can show it in its language.
 */
export interface RecommendationItem {
  score: number;
  reasons: string[];
  reasonDetails: Reason[];
  experience: Experience;
  /**
   * Why a pick sits below a weaker match (the variety re-rank): its category and how many of
   * that category rank above it; null when no weaker match is above it.
   */
  variety: { category: string; sameCategoryAbove: number } | null;
}

/** Everything `recommend()` needs about one user, read from the database. */
export async function recommendationInput(db: Reader, userId: string, viewer: Viewer, now: Date) {
  assertViewerIs(viewer, userId);
  const profile = await getProfile(db, userId, viewer);
  return {
    experiences: await listActiveExperiences(db),
    profile,
    latestMood: await latestMood(db, userId, viewer),
    moodRecommendations: await listMoodRecommendations(db),
    favoriteIds: await favoriteExperienceIds(db, userId, viewer),
    registeredIds: (await listRegistrations(db, userId, viewer))
      .filter((r) => isActiveRegistration(r.status))
      .map((r) => r.experienceId),
    registrationsCount: await registrationCounts(db),
    now,
  };
}

/**
 * The same pure scoring the client runs offline (src/domain/recommendations.ts), fed with the
 * server's data, so both rank alike.
 */
export async function recommendationsFor(
  db: Reader,
  userId: string,
  viewer: Viewer,
  now: Date,
  limit?: number,
): Promise<RecommendationItem[]> {
  const input = await recommendationInput(db, userId, viewer, now);
  return recommend({ ...input, limit }).map((r) => ({
    score: r.score,
    reasons: r.reasons.map((reason) => reason.text),
    reasonDetails: r.reasons,
    experience: r.experience,
    variety: r.variety,
  }));
}
