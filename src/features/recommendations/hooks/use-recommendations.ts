import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#features/auth/index.ts";
import { localRecommendations } from "../data/recommendations-repo.ts";

/**
 * Ranked recommendations for the signed-in user (For You, dashboard "Suggested for You");
 * undefined while loading. Re-ranks whenever a table it reads changes.
 */
export function useRecommendations(limit?: number) {
  const user = useSession().user;
  return useLiveQuery(
    async () => (user ? localRecommendations(user.id, { limit, fallbackProfile: user }) : []),
    [user, limit],
  );
}
