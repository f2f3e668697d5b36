import * as v from "valibot";
import { R } from "./reasons.ts";
import { isReminderType, REMINDER_TYPES, type ReminderType } from "./reminder-schemas.ts";

/**
 * Notification settings of the profile: whether reminders may
 * notify at all (system notifications on the device, Web Push from the server), and the lead a
 * new calendar entry's reminder gets. Stored on the user and synced with the profile row, so
 * they are changed offline like any profile field (`profile.update`).
 */

/** "none" or one of the reminder leads (15 min, 1 hour, 2 hours, 1 day before). */
export const DEFAULT_REMINDER_LEADS = ["none", ...REMINDER_TYPES] as const;
export type DefaultReminderLead = (typeof DEFAULT_REMINDER_LEADS)[number];

export interface NotificationSettings {
  remindersEnabled: boolean;
  defaultReminderLead: DefaultReminderLead;
}

/** What a user who never chose gets: notifications on, no automatic reminder. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  remindersEnabled: true,
  defaultReminderLead: "none",
};

/** The settings' keys of a profile patch (PATCH semantics: absent keys stay unchanged). */
export const notificationSettingsEntries = {
  remindersEnabled: v.optional(v.boolean(R.invalid_input)),
  defaultReminderLead: v.optional(v.picklist(DEFAULT_REMINDER_LEADS, R.reminder_type_invalid)),
};

/**
 * The settings of a stored profile row. Rows stored by an older build lack the fields, and a
 * newer server may send a lead this build does not know: both read as the defaults.
 */
export function notificationSettingsOf(
  row: { remindersEnabled?: unknown; defaultReminderLead?: unknown } | null | undefined,
): NotificationSettings {
  const lead = row?.defaultReminderLead;
  return {
    remindersEnabled:
      typeof row?.remindersEnabled === "boolean"
        ? row.remindersEnabled
        : DEFAULT_NOTIFICATION_SETTINGS.remindersEnabled,
    defaultReminderLead: lead === "none" || isReminderType(lead) ? lead : "none",
  };
}

/** The reminder a NEW calendar entry gets: the default lead, none when reminders are off. */
export function defaultReminderFor(settings: NotificationSettings): ReminderType | null {
  if (!settings.remindersEnabled || settings.defaultReminderLead === "none") return null;
  return settings.defaultReminderLead;
}
