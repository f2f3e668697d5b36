import type { EventReminderRow } from "#db/types.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { CalendarEntry, type EntryActions } from "./calendar-entry.tsx";

/** A list of entries (the caller supplies the heading and the empty text). */
export function EntryList({
  items,
  reminders,
  actions,
  level = 3,
}: {
  items: readonly CalendarItem[];
  reminders: readonly EventReminderRow[];
  actions: EntryActions;
  level?: 3 | 4;
}) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.key}>
          <CalendarEntry item={item} reminders={reminders} actions={actions} level={level} />
        </li>
      ))}
    </ul>
  );
}
