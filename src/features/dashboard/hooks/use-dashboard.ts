import { useSession } from "#features/auth/index.ts";
import { PULL_REFRESH_MS, useCatalogueLiveQuery } from "#features/experiences/index.ts";
import { type DashboardData, loadDashboard } from "../data/dashboard-repo.ts";

/**
 * The signed-in user's dashboard rows, live; undefined while IndexedDB answers. They join
 * experiences, so a bulk pull refreshes them about once a second (`useCatalogueLiveQuery`).
 */
export function useDashboard(now: Date): DashboardData | undefined {
  const userId = useSession().user?.id;
  // The minute only: a fresh `now` on each render must not re-run the query more than that.
  const minute = Math.floor(now.getTime() / 60_000);
  return useCatalogueLiveQuery(
    async () => (userId ? loadDashboard(userId, new Date(minute * 60_000)) : undefined),
    [userId, minute],
    PULL_REFRESH_MS,
  );
}
