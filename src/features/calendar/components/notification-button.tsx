import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

type Permission = NotificationPermission | "unsupported";

const current = (): Permission =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * Asks for notification permission in context only: the user presses "Turn on reminder
 * notifications" next to their reminders. Never asked on load. Reminders always show in the
 * app's Reminders panel as well, so saying no loses nothing.
 */
export function NotificationButton() {
  const { t } = useLingui();
  const [permission, setPermission] = useState<Permission>(current);
  if (permission === "unsupported") return null;
  if (permission === "granted") {
    return (
      <p className="text-sm" role="status">{t`Reminder notifications are on for this device.`}</p>
    );
  }
  if (permission === "denied") {
    return (
      <p className="text-sm">
        {t`Notifications are blocked in this browser's settings. Due reminders still appear on this page.`}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline min-h-11"
      onClick={() =>
        void Notification.requestPermission().then(setPermission, () => setPermission(current()))
      }
    >
      {t`Turn on reminder notifications`}
    </button>
  );
}
