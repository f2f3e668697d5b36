import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "../../auth/index.ts";
import {
  calendarEventsOn,
  listCalendarEvents,
  upcomingCalendarEvents,
} from "../data/calendar-repo.ts";

export function useCalendarEvents() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listCalendarEvents(userId) : []), [userId]);
}

export function useUpcomingCalendarEvents() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? upcomingCalendarEvents(userId) : []), [userId]);
}

/** Events of one local day (`dayKey` "YYYY-MM-DD" keeps the query stable across renders). */
export function useCalendarEventsOn(dayKey: string) {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const [y = 0, m = 1, d = 1] = dayKey.split("-").map(Number);
    return calendarEventsOn(userId, new Date(y, m - 1, d));
  }, [userId, dayKey]);
}
