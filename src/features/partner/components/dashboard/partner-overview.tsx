import { useLingui } from "@lingui/react/macro";
import { useFirstSyncPending } from "#catalogue/use-sync-pending.ts";
import { ScreenSkeleton, type SkeletonPart } from "#ui/screen-skeleton.tsx";
import { orderListings } from "../../data/figures.ts";
import { usePartnerListings } from "../../hooks/use-partner-listings.ts";
import { PartnerLinks } from "../partner-links.tsx";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardListings } from "./dashboard-listings.tsx";
import { ImpactCard } from "./impact-card.tsx";
import { RecentInquiries } from "./recent-inquiries.tsx";

/**
 * The dashboard while its rows load, part for part the size of the loaded one: the figures, the
 * impact card, then the listings' heading and three cards (an 8:5 picture over their text, shorter
 * where one card has a whole row to itself).
 */
const LOADING: readonly SkeletonPart[] = [
  "figures",
  { name: "impact", box: "h-87.5 sm:h-69.5 md:h-58.5 lg:h-53.5 xl:h-48.5" },
  {
    name: "listings",
    heading: "mb-4 h-22 w-72 sm:h-11",
    count: 3,
    grid: "gap-6 md:grid-cols-2 lg:grid-cols-3",
    box: "pt-[calc(62.5%+15rem)] sm:max-md:pt-[calc(62.5%+12rem)]",
  },
];

/** The body of the partner dashboard (docs/product.md), from this device's rows; offline too. */
export function PartnerOverview() {
  const { t } = useLingui();
  const listings = usePartnerListings();
  // Before the partner's first sync here, no listings would read as a newcomer's dashboard.
  const firstSyncPending = useFirstSyncPending();
  if (!listings || firstSyncPending !== false) {
    return (
      <ScreenSkeleton
        label={t`Loading your dashboard…`}
        parts={LOADING}
        testId="partner-dashboard-loading"
      />
    );
  }
  const now = new Date();
  return (
    <div className="pb-8">
      <DashboardFigures listings={listings} now={now} />
      <ImpactCard experiences={listings.experiences} />
      <DashboardListings experiences={orderListings(listings.experiences, now)} />
      <RecentInquiries inquiries={listings.inquiries} experiences={listings.experiences} />
      <PartnerLinks />
    </div>
  );
}
