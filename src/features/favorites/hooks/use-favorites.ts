import { useLiveQuery } from "dexie-react-hooks";
import { PULL_REFRESH_MS, useCatalogueLiveQuery } from "#catalogue/use-catalogue-live-query.ts";
import { useSession } from "#session/use-session.ts";
import { findFavorite, listFavorites } from "../data/favorites-repo.ts";

/**
 * Saved experiences, each with its experience; undefined while loading. A bulk pull refreshes
 * them about once a second.
 */
export function useFavorites() {
  const userId = useSession().user?.id;
  return useCatalogueLiveQuery(
    async () => (userId ? listFavorites(userId) : []),
    [userId],
    PULL_REFRESH_MS,
  );
}

/** Whether the signed-in user saved this experience; undefined while loading. */
export function useIsFavorite(experienceId: string | undefined): boolean | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () =>
      userId && experienceId ? Boolean(await findFavorite(userId, experienceId)) : false,
    [userId, experienceId],
  );
}
