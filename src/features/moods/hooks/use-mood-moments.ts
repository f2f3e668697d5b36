import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { useNow } from "#ui/use-now.ts";
import { openMoments } from "../data/moments-repo.ts";

/**
 * The mood moments to ask about now (src/domain/mood-moments.ts), latest visit first; only
 * those of `experienceId` when given. Follows the rows (a pull that brings "attended" opens the
 * arrival prompt) and the clock (the end of a session opens the after prompt). Undefined while
 * loading; empty when signed out.
 */
export function useOpenMoments(experienceId?: string) {
  const userId = useSession().user?.id;
  const minute = Math.floor(useNow().getTime() / 60_000);
  return useLiveQuery(
    async () => (userId ? openMoments(userId, new Date(), experienceId) : []),
    [userId, experienceId, minute],
  );
}
