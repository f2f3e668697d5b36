import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { CalendarEventRow } from "#db/types.ts";
import { upcomingItems } from "#domain/calendar-items.ts";
import { itemsOnDay } from "#domain/calendar-month.ts";
import { formatDate } from "#domain/dates.ts";
import { dueReminders } from "#domain/reminders.ts";
import { useNow } from "#ui/use-now.ts";
import { useCalendarItems, useQuickAddExperiences } from "../hooks/use-calendar-items.ts";
import { useReminders } from "../hooks/use-reminders.ts";
import { DeleteEventDialog } from "./delete-event-dialog.tsx";
import { EntryList } from "./entry-list.tsx";
import { EventFormDialog } from "./event-form-dialog.tsx";
import { FeedLinkPanel } from "./feed-link-panel.tsx";
import { MonthView } from "./month-view.tsx";
import { NotificationButton } from "./notification-button.tsx";
import { QuickAddPanel } from "./quick-add-panel.tsx";
import { RemindersPanel } from "./reminders-panel.tsx";
import { UpcomingEvents } from "./upcoming-events.tsx";

type Dialog = { kind: "closed" } | { kind: "form"; event: CalendarEventRow | null };

/**
 * The calendar page's body (docs/calendar-feed.md): due reminders, today, the month with the chosen
 * day's entries, the upcoming agenda, and the side panels (Add from Experiences, notifications,
 * the private feed). Everything is read from this device, so it works offline.
 */
export function CalendarScreen() {
  const { t, i18n } = useLingui();
  const now = useNow();
  const items = useCalendarItems(now);
  const reminders = useReminders();
  const quickAdd = useQuickAddExperiences();
  const [selected, setSelected] = useState(() => new Date(now));
  const [dialog, setDialog] = useState<Dialog>({ kind: "closed" });
  const [deleting, setDeleting] = useState<CalendarEventRow | null>(null);
  const actions = {
    onEdit: (event: CalendarEventRow) => setDialog({ kind: "form", event }),
    onDelete: setDeleting,
  };

  // Everything the screen shows is read before any of it is drawn: a panel filled in later
  // pushed the ones below it down (a layout shift of 0.16 at 1280 px, README "Performance"). The
  // key keeps React from turning a skeleton into a column in place, which also counts as a shift.
  if (!items || !reminders || !quickAdd) {
    return (
      <div
        key="loading"
        className="grid gap-4"
        role="status"
        aria-label={t`Loading your calendar…`}
      >
        <div className="skeleton h-24 w-full" />
        <div className="skeleton h-72 w-full" />
      </div>
    );
  }
  const today = itemsOnDay(items, now);
  const onSelected = itemsOnDay(items, selected);
  return (
    <div key="ready" className="grid gap-8 pb-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-8">
        <RemindersPanel due={dueReminders(reminders, items, now)} />
        <section aria-labelledby="today-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="today-heading" className="text-xl font-semibold">{t`Today`}</h2>
            <button
              type="button"
              className="btn btn-primary min-h-11"
              onClick={() => setDialog({ kind: "form", event: null })}
            >
              {t`Add Event`}
            </button>
          </div>
          {today.length === 0 ? (
            <p className="rounded-box bg-base-200/60 p-4">{t`No events scheduled for today`}</p>
          ) : (
            <EntryList items={today} reminders={reminders} actions={actions} />
          )}
        </section>
        <MonthView items={items} selected={selected} today={now} onSelect={setSelected} />
        <section aria-labelledby="day-heading">
          <h2 id="day-heading" className="mb-3 text-xl font-semibold">
            {formatDate(selected, i18n.locale, { dateStyle: "full" })}
          </h2>
          {onSelected.length === 0 ? (
            <p className="text-base-content/80">{t`Nothing on this day.`}</p>
          ) : (
            <EntryList items={onSelected} reminders={reminders} actions={actions} />
          )}
        </section>
        <UpcomingEvents items={upcomingItems(items, now)} reminders={reminders} actions={actions} />
      </div>
      <aside className="grid min-w-0 content-start gap-6" aria-label={t`Calendar tools`}>
        <QuickAddPanel experiences={quickAdd} />
        <section
          aria-labelledby="notify-heading"
          className="rounded-box border border-base-300 p-4"
        >
          <h2 id="notify-heading" className="text-lg font-semibold">{t`Reminder notifications`}</h2>
          <p className="my-2 text-sm text-base-content/80">
            {t`Choose "Remind me" on an entry. Due reminders appear at the top of this page, and as notifications on this device if you allow them.`}
          </p>
          <NotificationButton />
        </section>
        <FeedLinkPanel />
      </aside>
      <EventFormDialog
        open={dialog.kind === "form"}
        event={dialog.kind === "form" ? dialog.event : null}
        onClose={() => setDialog({ kind: "closed" })}
      />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
