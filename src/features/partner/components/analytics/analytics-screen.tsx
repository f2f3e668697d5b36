import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import { ScreenSkeleton, type SkeletonPart } from "#ui/screen-skeleton.tsx";
import { usePartnerListings } from "../../hooks/use-partner-listings.ts";
import { AttendanceSection } from "./attendance-section.tsx";
import { DemandSection } from "./demand-section.tsx";
import { RatingsSection } from "./ratings-section.tsx";
import { WeeklyBookingsSection } from "./weekly-bookings-section.tsx";

/** The four chart cards while the rows load. */
const LOADING: readonly SkeletonPart[] = [{ name: "charts", count: 4, grid: "gap-6", box: "h-48" }];

/**
 * /partner/analytics: trends from the partner's own rows on this device. Ratings are averages
 * the server computes; individual ratings and moods are never shown (docs/privacy.md).
 */
export function AnalyticsScreen() {
  const { t } = useLingui();
  const listings = usePartnerListings();
  const now = new Date();
  return (
    <Page
      title={t`Analytics`}
      heading={t`Analytics`}
      lead={t`How your experiences are booked, attended and rated.`}
    >
      {listings ? (
        <div className="grid gap-6 pb-8">
          <WeeklyBookingsSection attendees={listings.attendees} now={now} />
          <AttendanceSection
            experiences={listings.experiences}
            attendees={listings.attendees}
            now={now}
          />
          <DemandSection experiences={listings.experiences} attendees={listings.attendees} />
          <RatingsSection experiences={listings.experiences} />
        </div>
      ) : (
        <ScreenSkeleton label={t`Loading your analytics…`} parts={LOADING} />
      )}
    </Page>
  );
}
