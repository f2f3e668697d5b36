import { useLingui } from "@lingui/react/macro";
import { Figure, Figures, NoData } from "#ui/figure.tsx";
import {
  countActiveListings,
  satisfaction,
  totalBookings,
  weeklyBookings,
} from "../../data/figures.ts";
import type { PartnerListings } from "../../data/listings-repo.ts";
import { usePartnerFormat } from "../use-partner-format.ts";

/** The dashboard's four figures, every one computed from the rows on this device. */
export function DashboardFigures({ listings, now }: { listings: PartnerListings; now: Date }) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const rated = satisfaction(listings.experiences);
  return (
    <Figures id="partner-figures">
      <Figure
        label={t`Active Experiences`}
        value={fmt.count(countActiveListings(listings.experiences))}
        testId="figure-active"
      />
      <Figure
        label={t`Total Participants`}
        value={fmt.count(totalBookings(listings.attendees))}
        note={t`Registered, attended or missed`}
        testId="figure-participants"
      />
      <Figure
        label={t`New This Week`}
        value={fmt.count(weeklyBookings(listings.attendees, now))}
        note={t`Bookings in the last 7 days`}
        testId="figure-weekly"
      />
      <Figure
        label={t`Satisfaction`}
        value={rated ? fmt.rating(rated.average) : <NoData />}
        note={
          rated
            ? fmt.ratingsNote(rated)
            : t`No ratings yet: attendees are asked how it went after their visit`
        }
        testId="figure-satisfaction"
      />
    </Figures>
  );
}
