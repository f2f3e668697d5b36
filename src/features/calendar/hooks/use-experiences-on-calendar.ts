import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { listExperienceIdsOnCalendar } from "../data/calendar-items-repo.ts";

/**
 * The experiences already on the user's calendar (booked, or added as their own event), live;
 * undefined while loading.
 */
export function useExperienceIdsOnCalendar(): ReadonlySet<string> | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () => (userId ? listExperienceIdsOnCalendar(userId) : new Set<string>()),
    [userId],
  );
}
