import { useLingui } from "@lingui/react/macro";
import { useFirstSyncPending } from "#catalogue/use-sync-pending.ts";
import { ScreenSkeleton, type SkeletonPart } from "#ui/screen-skeleton.tsx";
import { partnerNews } from "../../data/figures.ts";
import { useProfessionalData } from "../../hooks/use-professional-data.ts";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DoseResponseCard } from "./dose-response-card.tsx";
import { FindExperiences } from "./find-experiences.tsx";
import { NeedsAttention } from "./needs-attention.tsx";
import { PartnerNews } from "./partner-news.tsx";
import { ProfessionalLinks } from "./professional-links.tsx";
import { RecentReferrals } from "./recent-referrals.tsx";

/**
 * The dashboard while its rows load, part for part the size of the loaded one: "Needs your
 * attention" with nothing waiting, the figures, the search card, the two lists side by side (one
 * under the other on a narrow screen) and the dose and response card.
 */
const LOADING: readonly SkeletonPart[] = [
  { name: "attention", heading: "mb-3 h-7 w-56", box: "h-16.5" },
  "figures",
  { name: "find", box: "h-93.5 sm:h-69.5 md:h-56.5" },
  { name: "lists", count: 2, grid: "gap-8 lg:grid-cols-2", box: "h-56 lg:h-73" },
  { name: "dose", box: "h-170.5 sm:h-135.5 md:h-97 lg:h-82" },
];

/**
 * The body of the professional dashboard (docs/product.md), from this device's rows; offline
 * too. What waits for the professional comes first (docs/referral-loop.md), dose and response
 * after the referrals.
 */
export function ProfessionalOverview() {
  const { t } = useLingui();
  const data = useProfessionalData();
  // Before the professional's first sync here, no referrals would read as a newcomer's dashboard.
  const firstSyncPending = useFirstSyncPending();
  if (!data || firstSyncPending !== false) {
    return (
      <ScreenSkeleton
        label={t`Loading your dashboard…`}
        parts={LOADING}
        testId="professional-dashboard-loading"
      />
    );
  }
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
