import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { formatDate } from "#domain/dates.ts";

/**
 * One upcoming entry: its title links to the experience (/experience/{id}); an own
 * calendar event that is not an experience links to the calendar, where it can be edited.
 */
export function UpcomingEntry({ item }: { item: CalendarItem }) {
  const { t, i18n } = useLingui();
  const when = formatDate(item.start, i18n.locale, { dateStyle: "full", timeStyle: "short" });
  const linkClass = "link link-hover font-semibold text-lg leading-snug";
  return (
    <li
      className="flex flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="upcoming-entry"
    >
      <h3>
        {item.experienceId ? (
          <Link to="/experience/$id" params={{ id: item.experienceId }} className={linkClass}>
            {item.title}
          </Link>
        ) : (
          <Link to="/calendar" className={linkClass}>
            {item.title}
          </Link>
        )}
      </h3>
      <p className="text-sm text-base-content/80">
        <time dateTime={item.start.toISOString()}>{when}</time>
        {item.location ? ` · ${item.location}` : null}
      </p>
      <p>
        <span className="badge badge-outline badge-sm">
          {item.kind === "event"
            ? t`In your calendar`
            : item.status === "attended"
              ? t`Attended`
              : t`Booked`}
        </span>
      </p>
    </li>
  );
}
