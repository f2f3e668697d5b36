import { useSession } from "#features/auth/index.ts";
import { useCatalogueLiveQuery } from "#features/experiences/index.ts";
import { localRecommendations } from "#features/recommendations/index.ts";

/** Spec §2: "Suggested for You" shows the first 4 recommendations. */
export const SUGGESTIONS = 4;

/**
 * The first recommendations, ranked on the device by the recommendations feature (the same
 * order as the profile's For You tab); undefined while loading. Ranking reads every experience,
 * so a bulk pull does not re-rank after each page: once when it ends (`useCatalogueLiveQuery`).
 */
export function useSuggestions() {
  const user = useSession().user;
  return useCatalogueLiveQuery(
    async () =>
      user
        ? (await localRecommendations(user.id, { limit: SUGGESTIONS, fallbackProfile: user })).map(
            (r) => r.experience,
          )
        : [],
    [user],
  );
}
