import { useFirstSyncPending } from "#features/experiences/index.ts";
import { orderListings } from "../../data/figures.ts";
import { usePartnerListings } from "../../hooks/use-partner-listings.ts";
import { PartnerLinks } from "../partner-links.tsx";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardListings } from "./dashboard-listings.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { ImpactCard } from "./impact-card.tsx";
import { RecentInquiries } from "./recent-inquiries.tsx";

/** The body of the partner dashboard (spec §2), from this device's rows; offline too. */
export function PartnerOverview() {
  const listings = usePartnerListings();
  // Before the partner's first sync here, no listings would read as a newcomer's dashboard.
  const firstSyncPending = useFirstSyncPending();
  if (!listings || firstSyncPending !== false) return <DashboardSkeleton />;
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
