import { useFirstSyncPending } from "#features/experiences/index.ts";
import { partnerNews } from "../../data/figures.ts";
import { useProfessionalData } from "../../hooks/use-professional-data.ts";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { DoseResponseCard } from "./dose-response-card.tsx";
import { FindExperiences } from "./find-experiences.tsx";
import { NeedsAttention } from "./needs-attention.tsx";
import { PartnerNews } from "./partner-news.tsx";
import { ProfessionalLinks } from "./professional-links.tsx";
import { RecentReferrals } from "./recent-referrals.tsx";

/**
 * The body of the professional dashboard (spec §2), from this device's rows; offline too. What
 * waits for the professional comes first (docs/referral-loop.md), dose and response after the
 * referrals.
 */
export function ProfessionalOverview() {
  const data = useProfessionalData();
  // Before the professional's first sync here, no referrals would read as a newcomer's dashboard.
  const firstSyncPending = useFirstSyncPending();
  if (!data || firstSyncPending !== false) return <DashboardSkeleton />;
  const now = new Date();
  return (
    <div className="pb-8">
      <NeedsAttention referrals={data.referrals} />
      <DashboardFigures data={data} now={now} />
      <FindExperiences />
      <div className="grid gap-8 lg:grid-cols-2">
        <RecentReferrals referrals={data.referrals} />
        <PartnerNews news={partnerNews(data.experiences, now)} />
      </div>
      <div className="mt-10">
        <DoseResponseCard referrals={data.referrals} />
      </div>
      <ProfessionalLinks />
    </div>
  );
}
