import { PULL_REFRESH_MS, useCatalogueLiveQuery } from "#catalogue/use-catalogue-live-query.ts";
import { useFirstSyncPending } from "#catalogue/use-sync-pending.ts";
import { useSession } from "#session/use-session.ts";
import { type DashboardData, loadDashboard } from "../data/dashboard-repo.ts";

/**
 * The signed-in user's dashboard rows, live; undefined while IndexedDB answers and until the
 * user's first sync on this device is written. They join experiences, so a bulk pull refreshes
 * them about once a second (`useCatalogueLiveQuery`).
 */
export function useDashboard(now: Date): DashboardData | undefined {
  const userId = useSession().user?.id;
  // A fresh device (or a new sign-in, which wipes the last user's rows and sync time) holds
  // none of the user's rows yet: zero figures, the start panel and 'Welcome' would be false.
  const firstSyncPending = useFirstSyncPending();
  // The minute only: a fresh `now` on each render must not re-run the query more than that.
  const minute = Math.floor(now.getTime() / 60_000);
  const data = useCatalogueLiveQuery(
    async () => (userId ? loadDashboard(userId, new Date(minute * 60_000)) : undefined),
    [userId, minute],
    PULL_REFRESH_MS,
  );
  return firstSyncPending === false ? data : undefined;
}
