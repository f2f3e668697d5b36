import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatDateTime } from "#domain/dates.ts";
import { useNotificationSettings } from "#features/profile/index.ts";
import { useNow } from "#ui/use-now.ts";
import { markRemindersNotified, notifiedReminderIds } from "../data/reminders-repo.ts";
import { useDueReminders } from "./use-due-reminders.ts";

/** True when this browser can show notifications and the user allowed them. */
export function notificationsGranted(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

/** Ids being shown right now, so two quick renders (or two mounted notifiers) cannot show twice. */
const inFlight = new Set<string>();

/**
 * While the app runs: each reminder that falls due is shown once per device as a system
 * notification through the service worker registration (`showNotification` works in installed
 * PWAs and on Android, where `new Notification()` does not). Checked every 30 seconds. Without
 * permission nothing is shown here; the in-app Reminders panel lists them anyway.
 */
export function useReminderNotifier(): void {
  const { t, i18n } = useLingui();
  const now = useNow(30_000);
  const due = useDueReminders(now);
  const latest = useRef(due);
  latest.current = due;
  const dueIds = due?.map((d) => d.reminder.id).join(",") ?? "";
  // Notification settings (profile): switched off, nothing is shown; the Reminders panel still lists them.
  const enabled = useNotificationSettings()?.remindersEnabled === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the due ids are the trigger; the rows are read from the ref
  useEffect(() => {
    const current = latest.current;
    if (!enabled || !current?.length || !notificationsGranted()) return;
    if (!("serviceWorker" in navigator)) return;
    void (async () => {
      const shown = await notifiedReminderIds();
      const fresh = current.filter(
        (d) => !shown.has(d.reminder.id) && !inFlight.has(d.reminder.id),
      );
      if (fresh.length === 0) return;
      for (const d of fresh) inFlight.add(d.reminder.id);
      try {
        const registration = await navigator.serviceWorker.ready;
        for (const { reminder, item } of fresh) {
          const where = item.location ? ` · ${item.location}` : "";
          await registration.showNotification(item.title, {
            body: t`Starts ${formatDateTime(item.start, i18n.locale)}` + where,
            tag: `reminder-${reminder.id}`,
            icon: "/icons/icon-192.png",
            data: { url: "/calendar" },
          });
        }
        await markRemindersNotified(fresh.map((d) => d.reminder.id));
      } finally {
        for (const d of fresh) inFlight.delete(d.reminder.id);
      }
    })().catch((error: unknown) => console.error(error));
  }, [dueIds, enabled]);
}
