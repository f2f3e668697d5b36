import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#features/auth/index.ts";
import { listCalendarEvents } from "../data/calendar-repo.ts";

export function useCalendarEvents() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listCalendarEvents(userId) : []), [userId]);
}
