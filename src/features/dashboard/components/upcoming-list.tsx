import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { UpcomingEntry } from "./upcoming-entry.tsx";

/** The dashboard shows the first 3 upcoming experiences. */
export const DASHBOARD_UPCOMING = 3;

/**
 * "Your Upcoming Events": the first three, soonest first, and 'View All n Events' past three.
 * 'View All' goes to /calendar, which lists every one of them
 * (the profile has no such list).
 */
export function UpcomingList({ items }: { items: readonly CalendarItem[] }) {
  const { t } = useLingui();
  const count = items.length;
  return (
    <section aria-labelledby="dashboard-upcoming">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-upcoming" className="text-2xl font-semibold">
          {t`Your Upcoming Events`}
        </h2>
        {count > DASHBOARD_UPCOMING ? (
          <Link to="/calendar" className="btn btn-ghost min-h-11">
            {t`${plural(count, { one: "View All # Event", other: "View All # Events" })}`}
          </Link>
        ) : null}
      </div>
      {count === 0 ? (
        <EmptyState
          level={3}
          title={t`Nothing coming up yet`}
          action={
            <>
              <Link to="/experiences" className="btn btn-primary min-h-11">
                {t`Browse Experiences`}
              </Link>
              <Link to="/calendar" className="btn btn-outline min-h-11">
                {t`My Calendar`}
              </Link>
            </>
          }
        >
          {t`Book an experience or add your own event to the calendar and it will appear here.`}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.slice(0, DASHBOARD_UPCOMING).map((item) => (
            <UpcomingEntry key={item.key} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
