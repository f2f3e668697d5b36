import { useLingui } from "@lingui/react/macro";
import { useNow } from "#ui/use-now.ts";
import { isNewcomer } from "../data/dashboard-repo.ts";
import { upcomingEntries } from "../data/figures.ts";
import { useDashboard } from "../hooks/use-dashboard.ts";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { UpcomingSkeleton } from "./dashboard-skeleton.tsx";
import { LatestMoodCard } from "./latest-mood-card.tsx";
import { QuickLinks } from "./quick-links.tsx";
import { QuoteCard } from "./quote-card.tsx";
import { StartPanel } from "./start-panel.tsx";
import { SuggestedForYou } from "./suggested-for-you.tsx";
import { UpcomingList } from "./upcoming-list.tsx";

/**
 * The body of the individual dashboard, from this device's rows; offline too. Until
 * they are read, and on a fresh device until the user's first sync is written, the parts made
 * of them are placeholders in place (figures, upcoming or the start panel, mood, suggestions):
 * "nothing there yet" is only said once it is true.
 */
export function IndividualOverview() {
  const { t } = useLingui();
  const now = useNow();
  const data = useDashboard(now);
  const upcoming = data && upcomingEntries(data.calendar, now);
  const loading = data === undefined;
  return (
    <div
      className="pb-8"
      aria-busy={loading || undefined}
      data-testid={loading ? "dashboard-loading" : undefined}
    >
      {loading ? (
        <p className="sr-only" role="status">
          {t`Loading your dashboard…`}
        </p>
      ) : null}
      <DashboardFigures data={data} upcoming={upcoming?.length} />
      <div className="mb-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {!data || !upcoming ? (
            <UpcomingSkeleton />
          ) : isNewcomer(data) ? (
            <StartPanel />
          ) : (
            <UpcomingList items={upcoming} />
          )}
        </div>
        <div className="grid content-start gap-6">
          <LatestMoodCard mood={data?.latestMood} />
          <QuoteCard now={now} />
        </div>
      </div>
      <SuggestedForYou pending={loading} />
      <QuickLinks />
    </div>
  );
}
