import { useLiveQuery } from "dexie-react-hooks";
import type { EventReminderRow } from "#db/types.ts";
import { useSession } from "#session/use-session.ts";
import { listReminders } from "../data/reminders-repo.ts";

/** The user's reminders, live; undefined while loading. */
export function useReminders(): EventReminderRow[] | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listReminders(userId) : []), [userId]);
}
