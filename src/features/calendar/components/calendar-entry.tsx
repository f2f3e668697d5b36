import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { CalendarEventRow, EventReminderRow } from "#db/types.ts";
import { icsFileName } from "#domain/calendar-from-experience.ts";
import { calendarItemIcs } from "#domain/calendar-ics.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { downloadText } from "#ui/download-file.ts";
import { ReminderSelect } from "./reminder-select.tsx";

export interface EntryActions {
  onEdit: (event: CalendarEventRow) => void;
  onDelete: (event: CalendarEventRow) => void;
}

interface CalendarEntryProps {
  item: CalendarItem;
  reminders: readonly EventReminderRow[];
  actions: EntryActions;
  /** Heading level of the title inside its list. */
  level?: 3 | 4;
}

/**
 * One calendar entry (title, description, formatted start, location)
 * with what the user can do with it: remind, download as .ics, and for their own events edit
 * and delete. A registered experience links to its page (cancelling happens there).
 */
export function CalendarEntry({ item, reminders, actions, level = 3 }: CalendarEntryProps) {
  const { t, i18n } = useLingui();
  const Heading = level === 3 ? "h3" : "h4";
  const time = `${formatDateTime(item.start, i18n.locale)} – ${formatDate(item.end, i18n.locale, { timeStyle: "short" })}`;
  const download = () => {
    const ics = calendarItemIcs(item, new Date(), {
      origin: location.origin,
      benefitLabel: t`Wellbeing benefit`,
    });
    downloadText(ics, icsFileName(item.title), "text/calendar;charset=utf-8");
  };
  return (
    <article className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-semibold">
          {item.kind === "registration" ? (
            <Link to="/experience/$id" params={{ id: item.experienceId }} className="link">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Heading>
        {item.kind === "registration" ? (
          // Success, not secondary: the theme's secondary is a red close to Delete's, and a
          // confirmed booking must not read as an error (success-content on success: AA).
          <span className="badge badge-success">
            {item.status === "attended" ? t`Attended` : t`Registered`}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm">
        <time dateTime={item.start.toISOString()}>{time}</time>
      </p>
      {item.location ? <p className="text-sm text-base-content/80">{item.location}</p> : null}
      {item.description ? (
        <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm">{item.description}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ReminderSelect item={item} reminders={reminders} />
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={download}>
          {t`Download .ics`}
          <span className="sr-only">{t`: ${item.title}`}</span>
        </button>
        {item.kind === "event" ? (
          <>
            <button
              type="button"
              className="btn btn-outline btn-sm min-h-11"
              onClick={() => actions.onEdit(item.event)}
            >
              {t`Edit`}
              <span className="sr-only">{t`: ${item.title}`}</span>
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error"
              onClick={() => actions.onDelete(item.event)}
            >
              {t`Delete`}
              <span className="sr-only">{t`: ${item.title}`}</span>
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}
