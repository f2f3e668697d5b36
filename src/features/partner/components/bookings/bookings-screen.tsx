import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ExperienceRow } from "#db/types.ts";
import { hasEnded } from "#domain/registration-lifecycle.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";
import { orderListings } from "../../data/figures.ts";
import type { PartnerListings } from "../../data/listings-repo.ts";
import { usePartnerListings } from "../../hooks/use-partner-listings.ts";
import { ExperienceBookings } from "./experience-bookings.tsx";
import { ExportBookingsButton } from "./export-bookings-button.tsx";

/** /partner/bookings: every listing's registrations and inquiries, upcoming first, then past. */
export function BookingsScreen() {
  const { t } = useLingui();
  const listings = usePartnerListings();
  const now = new Date();
  const ordered = listings ? orderListings(listings.experiences, now) : [];
  return (
    <Page
      title={t`Bookings`}
      heading={t`Bookings and attendees`}
      lead={t`Who registered, who is waiting, who came, and what people asked, per experience.`}
      actions={
        listings ? (
          <ExportBookingsButton listings={listings} ordered={ordered} />
        ) : (
          // The button's place, held while the bookings load: the header keeps its height.
          <div className="skeleton h-11 w-44" aria-hidden="true" />
        )
      }
    >
      <div className="flex flex-col gap-10 pb-8">
        {!listings ? (
          <BookingsSkeleton />
        ) : ordered.length === 0 ? (
          <EmptyState
            title={t`No experiences listed yet`}
            action={
              <Link to="/partner/experiences/new" className="btn btn-primary min-h-11">
                {t`List your first experience`}
              </Link>
            }
          >
            {t`Once you list an experience, its registrations appear here, even offline.`}
          </EmptyState>
        ) : (
          <>
            <BookingGroup
              id="bookings-upcoming"
              title={t`Upcoming and running`}
              listings={listings}
              experiences={ordered.filter((e) => !hasEnded(e.date, e.duration, now))}
            />
            <BookingGroup
              id="bookings-past"
              title={t`Past`}
              listings={listings}
              experiences={ordered.filter((e) => hasEnded(e.date, e.duration, now))}
            />
          </>
        )}
      </div>
    </Page>
  );
}

function BookingGroup(props: {
  id: string;
  title: string;
  listings: PartnerListings;
  experiences: ExperienceRow[];
}) {
  const { id, title, listings, experiences } = props;
  if (experiences.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4">
        {experiences.map((e) => (
          <li key={e.id}>
            <ExperienceBookings
              experience={e}
              attendees={listings.attendees.filter((a) => a.experienceId === e.id)}
              inquiries={listings.inquiries.filter((i) => i.experienceId === e.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BookingsSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {t`Loading your bookings…`}
      </p>
      <div aria-hidden="true" className="grid gap-4">
        {[1, 2, 3].map((n) => (
          <div key={n} className="skeleton h-40 w-full" />
        ))}
      </div>
    </div>
  );
}
