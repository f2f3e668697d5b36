import { db } from "#db/db.ts";
import {
  type NotificationSettings,
  notificationSettingsOf,
} from "#domain/notification-settings.ts";
import { updateProfile } from "./profile-repo.ts";

/**
 * Notification settings live on the profile row (src/domain/notification-settings.ts): read from
 * this device, saved like any profile field (`profile.update`), so they change offline too.
 */

/** The user's settings as stored on this device (defaults before the first pull). */
export async function getNotificationSettings(userId: string): Promise<NotificationSettings> {
  return notificationSettingsOf(await db.profile.get(userId));
}

/** Saves the changed settings only (PATCH: the other profile fields stay as they are). */
export function saveNotificationSettings(patch: Partial<NotificationSettings>): Promise<void> {
  return updateProfile(patch);
}
