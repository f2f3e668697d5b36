import { useLiveQuery } from "dexie-react-hooks";
import type { NotificationSettings } from "#domain/notification-settings.ts";
import { useSession } from "#session/use-session.ts";
import { getNotificationSettings } from "../data/notification-settings-repo.ts";

/**
 * The signed-in user's notification settings, live (undefined while loading or signed out). The
 * calendar reads it too: reminder notifications only while `remindersEnabled`.
 */
export function useNotificationSettings(): NotificationSettings | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? getNotificationSettings(userId) : undefined), [userId]);
}
