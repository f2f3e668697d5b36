import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#features/auth/index.ts";
import { findFavorite, listFavorites } from "../data/favorites-repo.ts";

/** Saved experiences of the signed-in user; undefined while loading. */
export function useFavorites() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listFavorites(userId) : []), [userId]);
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
