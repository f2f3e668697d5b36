import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { EventReminderRow } from "#db/types.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { isReminderType, type ReminderType } from "#domain/reminder-schemas.ts";
import { reminderTargetKey } from "#domain/reminders.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { chooseReminder } from "../data/reminders-repo.ts";

/** "Remind me": none, 15 minutes, 1 hour, 2 hours or 1 day before. Saves at once, offline too. */
export function ReminderSelect({
  item,
  reminders,
}: {
  item: CalendarItem;
  reminders: readonly EventReminderRow[];
}) {
  const { t } = useLingui();
  const localize = useReasonText();
  const id = useId();
  const current = reminders.find((r) => reminderTargetKey(r) === item.key);
  const value = current && isReminderType(current.reminderType) ? current.reminderType : "none";
  const labels: Record<ReminderType | "none", string> = {
    none: t`No reminder`,
    "15m": t`15 minutes before`,
    "1h": t`1 hour before`,
    "2h": t`2 hours before`,
    "1d": t`1 day before`,
  };
  const choose = useAsyncAction((type: ReminderType | null) => chooseReminder(item, type), {
    failure: (error) => ({
      title: t`Reminder not saved`,
      description: localize(refusalCode(error), t`Please try again.`),
    }),
  });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t`Remind me`}
      </label>
      <select
        id={id}
        className="select select-sm min-h-11 w-auto"
        value={value}
        disabled={choose.pending}
        onChange={(e) => {
          const next = e.target.value;
          void choose.run(isReminderType(next) ? next : null);
        }}
      >
        {(Object.keys(labels) as (ReminderType | "none")[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
