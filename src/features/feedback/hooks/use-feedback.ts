import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { unratedVisits, visitState } from "../data/feedback-repo.ts";

/** The signed-in user's visit to one experience; null when signed out, undefined while loading. */
export function useVisitState(experienceId: string) {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () => (userId ? visitState(userId, experienceId) : null),
    [userId, experienceId],
  );
}

/** Attended visits not rated yet, latest first; undefined while loading. */
export function useUnratedVisits() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? unratedVisits(userId) : []), [userId]);
}
