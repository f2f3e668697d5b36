import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import { usePartnerListings } from "../../hooks/use-partner-listings.ts";
import { AttendanceSection } from "./attendance-section.tsx";
import { DemandSection } from "./demand-section.tsx";
import { RatingsSection } from "./ratings-section.tsx";
import { WeeklyBookingsSection } from "./weekly-bookings-section.tsx";

/**
 * /partner/analytics: trends from the partner's own rows on this device. Ratings are averages
 * the server computes; individual ratings and moods are never shown (ARCHITECTURE.md).
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
        <div aria-busy="true">
          <p className="sr-only" role="status">
            {t`Loading your analytics…`}
          </p>
          <div aria-hidden="true" className="grid gap-6">
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="skeleton h-48 w-full" />
            ))}
          </div>
        </div>
      )}
    </Page>
  );
}
