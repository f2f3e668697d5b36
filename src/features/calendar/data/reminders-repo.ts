import { db, getMeta, setMeta } from "#db/db.ts";
import type { EventReminderRow } from "#db/types.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { ReminderType } from "#domain/reminder-schemas.ts";
import { reminderTargetKey } from "#domain/reminders.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/** Reminders of the user's calendar entries (docs/calendar-feed.md), saved offline first. */

export function listReminders(userId: string): Promise<EventReminderRow[]> {
  return db.eventReminders.where("userId").equals(userId).toArray();
}

/** The target fields of an entry: its event, or the experience of a registration. */
function targetOf(item: CalendarItem) {
  return item.kind === "event"
    ? { calendarEventId: item.event.id, experienceId: null }
    : { calendarEventId: null, experienceId: item.experienceId };
}

/**
 * Sets when to be reminded of an entry, or (`null`) removes its reminder. One reminder per entry:
 * the existing one keeps its id, read and queued in one transaction so two quick choices cannot
 * make two reminders.
 */
export async function chooseReminder(item: CalendarItem, type: ReminderType | null): Promise<void> {
  const userId = requireCurrentUserId();
  const tables = queueTables("eventReminder.set", "eventReminder.remove");
  await db.transaction("rw", tables, async () => {
    const existing = (await listReminders(userId)).find((r) => reminderTargetKey(r) === item.key);
    if (type === null) {
      if (existing)
        await queueMutation(db, "eventReminder.remove", { id: existing.id }, { userId });
      return;
    }
    const id = existing?.id ?? uuidv7();
    await queueMutation(
      db,
      "eventReminder.set",
      { id, ...targetOf(item), reminderType: type },
      { userId },
    );
  });
}

/** Puts a due reminder away, on every device of the user. */
export async function dismissReminder(id: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "eventReminder.dismiss", { id }, { userId });
}

/** Reminders this device has already shown as a system notification (per device, not synced). */
const NOTIFIED_META_KEY = "calendar.notifiedReminders";

export async function notifiedReminderIds(): Promise<Set<string>> {
  return new Set((await getMeta<string[]>(NOTIFIED_META_KEY)) ?? []);
}

/** Remembers shown notifications; keeps the latest 200 ids so the entry stays small. */
export async function markRemindersNotified(ids: readonly string[]): Promise<void> {
  const known = [...(await notifiedReminderIds()), ...ids];
  await setMeta(NOTIFIED_META_KEY, [...new Set(known)].slice(-200));
}
