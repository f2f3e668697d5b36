import { useLingui } from "@lingui/react/macro";
import type { EventReminderRow } from "#db/types.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { dayKey } from "#domain/calendar-month.ts";
import { formatDate } from "#domain/dates.ts";
import type { EntryActions } from "./calendar-entry.tsx";
import { EntryList } from "./entry-list.tsx";

/**
 * 'Upcoming Events' as an agenda: every entry still to come, grouped under its day.
 */
export function UpcomingEvents({
  items,
  reminders,
  actions,
}: {
  items: readonly CalendarItem[];
  reminders: readonly EventReminderRow[];
  actions: EntryActions;
}) {
  const { t, i18n } = useLingui();
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = dayKey(item.start);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className="mb-3 text-xl font-semibold">
        {t`Upcoming Events`}
      </h2>
      {items.length === 0 ? (
        <p className="text-base-content/80">{t`Nothing coming up yet. Add an event or an experience.`}</p>
      ) : (
        <div className="grid gap-5">
          {[...days].map(([key, dayItems]) => (
            <section key={key} aria-labelledby={`agenda-${key}`}>
              <h3 id={`agenda-${key}`} className="mb-2 font-medium text-base-content/80">
                {formatDate(dayItems[0]?.start ?? key, i18n.locale, { dateStyle: "full" })}
              </h3>
              <EntryList items={dayItems} reminders={reminders} actions={actions} level={4} />
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
