import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { DefaultReminderLead, NotificationSettings } from "#domain/notification-settings.ts";
import { CardSection } from "#ui/card-section.tsx";
import { SelectField } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { saveNotificationSettings } from "../data/notification-settings-repo.ts";
import { useNotificationSettings } from "../hooks/use-notification-settings.ts";
import { DevicePushSetting } from "./device-push-setting.tsx";

/**
 * Notifications: reminder notifications on or off, and the reminder new calendar
 * events get. Each change is saved at once on this device and synced (works offline). With
 * reminders on, this device's Web Push (DevicePushSetting) can be allowed or turned off.
 */
export function NotificationSettingsCard() {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  const hintId = useId();
  const save = useAsyncAction(
    (patch: Partial<NotificationSettings>) => saveNotificationSettings(patch),
    {
      failure: { title: t`Settings not saved`, description: t`Please try again.` },
      success: { title: t`Notification settings saved` },
    },
  );
  const leads: Record<DefaultReminderLead, string> = {
    none: t`No reminder`,
    "15m": t`15 minutes before`,
    "1h": t`1 hour before`,
    "2h": t`2 hours before`,
    "1d": t`1 day before`,
  };

  return (
    <CardSection
      id="settings-notifications"
      level={3}
      title={t`Notifications`}
      description={t`Saved on this device at once, and on your other devices when you are online.`}
    >
      {settings ? (
        <>
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={settings.remindersEnabled}
                disabled={save.pending}
                aria-describedby={hintId}
                onChange={(e) => void save.run({ remindersEnabled: e.target.checked })}
              />
              {t`Reminder notifications`}
            </label>
            <p id={hintId} className="text-sm text-base-content/80">
              {t`A notification when a reminder you set is due. Your reminders stay listed in your calendar either way.`}
            </p>
          </div>
          {settings.remindersEnabled ? <DevicePushSetting /> : null}
          <SelectField<DefaultReminderLead>
            name="defaultReminderLead"
            label={t`Default reminder for new events`}
            description={t`New calendar events get this reminder; you can change it per event.`}
            value={settings.defaultReminderLead}
            disabled={save.pending}
            onValueChange={(lead) => void save.run({ defaultReminderLead: lead })}
          >
            {(Object.keys(leads) as DefaultReminderLead[]).map((lead) => (
              <option key={lead} value={lead}>
                {leads[lead]}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <p aria-busy="true" className="text-base-content/80">{t`Loading your settings…`}</p>
      )}
    </CardSection>
  );
}
