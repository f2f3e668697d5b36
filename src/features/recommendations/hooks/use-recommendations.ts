import { useCatalogueLiveQuery } from "#catalogue/use-catalogue-live-query.ts";
import { useSession } from "#session/use-session.ts";
import { localRecommendations } from "../data/recommendations-repo.ts";

/**
 * Ranked recommendations for the signed-in user (For You, dashboard "Suggested for You");
 * undefined while loading. Re-ranks whenever a table it reads changes, except during a bulk
 * pull: ranking reads every experience, so it re-ranks once the pull ends instead of after each
 * page (`useCatalogueLiveQuery`).
 */
export function useRecommendations(limit?: number) {
  const user = useSession().user;
  return useCatalogueLiveQuery(
    async () => (user ? localRecommendations(user.id, { limit, fallbackProfile: user }) : []),
    [user, limit],
  );
}
