import { db } from "#db/db.ts";
import { allExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow } from "#db/types.ts";
import type { RecommendationProfile } from "#domain/recommendation-inputs.ts";
import { type Recommendation, recommend } from "#domain/recommendations.ts";

/**
 * The profile's "For You" computed on the device, with the very scoring the server uses
 * (src/domain/recommendations.ts), fed from IndexedDB: it works offline and reacts at once to a
 * mood logged, an experience saved or a profile edited here.
 *
 * One input the device cannot know is how full an experience is (other people's registrations
 * are not synced), so an experience that filled up elsewhere may still be suggested offline;
 * registering for it is then refused by the server and reported.
 */
export async function localRecommendations(
  userId: string,
  options: { now?: Date; limit?: number; fallbackProfile?: RecommendationProfile | null } = {},
): Promise<Recommendation<ExperienceRow>[]> {
  const [experiences, profile, [latestMood], moodRecommendations, favorites, registrations] =
    await Promise.all([
      allExperiences(db).then((rows) => rows.filter((e) => e.isActive !== false)),
      db.profile.get(userId),
      db.moodEntries
        .where("[userId+createdAt]")
        .between([userId, ""], [userId, "\uffff"])
        .reverse()
        .limit(1)
        .toArray(),
      db.moodRecommendations.toArray(),
      db.favorites.where("userId").equals(userId).toArray(),
      db.registrations.where("userId").equals(userId).toArray(),
    ]);
  return recommend({
    experiences,
    // Before the first pull the profile row is missing; the signed-in user object has it too.
    profile: profile ?? options.fallbackProfile ?? null,
    latestMood: latestMood ?? null,
    moodRecommendations,
    favoriteIds: favorites.map((f) => f.experienceId),
    registeredIds: registrations.map((r) => r.experienceId),
    now: options.now ?? new Date(),
    limit: options.limit,
  });
}
