import { useNow } from "#ui/use-now.ts";
import type { DashboardData } from "../data/dashboard-repo.ts";
import { isNewcomer } from "../data/dashboard-repo.ts";
import { upcomingEntries } from "../data/figures.ts";
import { useDashboard } from "../hooks/use-dashboard.ts";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { LatestMoodCard } from "./latest-mood-card.tsx";
import { QuickLinks } from "./quick-links.tsx";
import { QuoteCard } from "./quote-card.tsx";
import { StartPanel } from "./start-panel.tsx";
import { SuggestedForYou } from "./suggested-for-you.tsx";
import { UpcomingList } from "./upcoming-list.tsx";

/** The body of the individual dashboard (spec §2), from this device's rows; offline too. */
export function IndividualOverview() {
  const now = useNow();
  const data = useDashboard(now);
  if (!data) return <DashboardSkeleton />;
  return <Overview data={data} now={now} />;
}

function Overview({ data, now }: { data: DashboardData; now: Date }) {
  const upcoming = upcomingEntries(data.calendar, now);
  return (
    <div className="pb-8">
      <DashboardFigures data={data} upcoming={upcoming.length} />
      <div className="mb-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {isNewcomer(data) ? <StartPanel /> : <UpcomingList items={upcoming} />}
        </div>
        <div className="grid content-start gap-6">
          <LatestMoodCard mood={data.latestMood} />
          <QuoteCard now={now} />
        </div>
      </div>
      <SuggestedForYou />
      <QuickLinks />
    </div>
  );
}
