import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { listFavoriteIds } from "../data/favorite-ids.ts";

const NONE: ReadonlySet<string> = new Set();

/**
 * The experience ids the signed-in user saved, as one set: a list of cards reads it once
 * instead of running one live query per card.
 */
export function useFavoriteIds(): ReadonlySet<string> {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listFavoriteIds(userId) : NONE), [userId], NONE);
}
