import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ExperienceRow } from "#db/types.ts";
import { ListingPreview } from "./listing-preview.tsx";
import { StartPanel } from "./start-panel.tsx";

/** The dashboard shows the partner's first 3 experiences. */
export const DASHBOARD_LISTINGS = 3;

/** "Your Experiences": the first three listings, 'View All (n)' past three, an add link. */
export function DashboardListings({ experiences }: { experiences: readonly ExperienceRow[] }) {
  const { t } = useLingui();
  const count = experiences.length;
  return (
    <section aria-labelledby="partner-listings" className="mb-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-listings" className="text-2xl font-semibold">
          {t`Your Experiences`}
        </h2>
        <div className="flex flex-wrap gap-3">
          {count > DASHBOARD_LISTINGS ? (
            <Link to="/partner/bookings" className="btn btn-ghost min-h-11">
              {t`View All (${count})`}
            </Link>
          ) : null}
          <Link to="/partner/experiences/new" className="btn btn-primary min-h-11">
            {t`Add Experience`}
          </Link>
        </div>
      </div>
      {count === 0 ? (
        <StartPanel />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {experiences.slice(0, DASHBOARD_LISTINGS).map((e) => (
            <li key={e.id}>
              <ListingPreview experience={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
