import { useLiveQuery } from "dexie-react-hooks";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { useSession } from "#features/auth/index.ts";
import { listCalendarItems, listQuickAddExperiences } from "../data/calendar-items-repo.ts";

/** The user's calendar entries, live; undefined while loading. */
export function useCalendarItems(now: Date): CalendarItem[] | undefined {
  const userId = useSession().user?.id;
  // The minute only, not the Date object: a new `now` each tick must not re-run the query
  // more than once a minute.
  const minute = Math.floor(now.getTime() / 60_000);
  return useLiveQuery(
    async () => (userId ? listCalendarItems(userId, new Date(minute * 60_000)) : []),
    [userId, minute],
  );
}

export function useQuickAddExperiences() {
  return useLiveQuery(() => listQuickAddExperiences(new Date()), []);
}
