import { useLingui } from "@lingui/react/macro";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { formatDateTime } from "#domain/dates.ts";
import type { DueReminder } from "#domain/reminders.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { dismissReminder } from "../data/reminders-repo.ts";

/**
 * "Reminders": the reminders that are due and not dismissed, shown when the page opens (also
 * after a day away, as long as the entry has not ended). Dismissing is synced to every device.
 */
export function RemindersPanel({ due }: { due: readonly DueReminder<CalendarItem>[] }) {
  const { t, i18n } = useLingui();
  const localize = useReasonText();
  const dismiss = useAsyncAction((id: string) => dismissReminder(id), {
    failure: (error) => ({
      title: t`Error`,
      description: localize(refusalCode(error), t`Please try again.`),
    }),
  });
  if (due.length === 0) return null;
  return (
    <section
      aria-labelledby="reminders-heading"
      className="rounded-box border border-warning/60 bg-warning/10 p-4"
    >
      <h2 id="reminders-heading" className="text-lg font-semibold">
        {t`Reminders`}
      </h2>
      <ul className="mt-2 grid gap-2">
        {due.map(({ reminder, item }) => (
          <li key={reminder.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{item.title}</strong>{" "}
              <span className="text-sm">
                {t`starts ${formatDateTime(item.start, i18n.locale)}`}
                {item.location ? ` · ${item.location}` : ""}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-sm min-h-11"
              onClick={() => void dismiss.run(reminder.id)}
            >
              {t`Dismiss`}
              <span className="sr-only">{t`: ${item.title}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
