import * as v from "valibot";
import { nullableText, textList, wireId } from "./wire-parts.ts";

/**
 * The signed-in user's editable profile (`GET /api/users/:id/profile`), keyed
 * by `userId`. Private. Never a password or session field; lists are arrays on this wire.
 */
export const profileEntitySchema = v.object({
  userId: wireId,
  firstName: nullableText,
  lastName: nullableText,
  email: nullableText,
  location: nullableText,
  bio: nullableText,
  wellbeingGoals: textList,
  preferredCategories: textList,
  accessibilityNeeds: nullableText,
  updatedAt: v.string(),
  /**
   * Notification settings (src/domain/notification-settings.ts). Optional on the wire: a server
   * of an older version sends none, and rows stored before them lack them; any text is accepted and read through
   * `notificationSettingsOf`, so a lead this build does not know never drops the profile row.
   */
  remindersEnabled: v.optional(v.boolean()),
  defaultReminderLead: v.optional(v.string()),
});
export type Profile = v.InferOutput<typeof profileEntitySchema>;
