import { useLiveQuery } from "dexie-react-hooks";
import { PULL_REFRESH_MS, useCatalogueLiveQuery } from "#catalogue/use-catalogue-live-query.ts";
import type { CalendarItem } from "#domain/calendar-items.ts";
import { useSession } from "#session/use-session.ts";
import { listCalendarItems, listQuickAddExperiences } from "../data/calendar-items-repo.ts";

/**
 * The user's calendar entries, live; undefined while loading. They join experiences: during a
 * bulk pull a live query would read after every page, and each read queued between two pages
 * holds the next page's write back (a first sync of 10,000 rows, decision 0018). So meanwhile they
 * are read about once a second (`refreshWhilePulling`: the calendar on screen fills in), or not
 * at all (the reminder notifier, on every signed-in page, keeps what it had: a reminder is
 * about an event hours away), and once more when the pull ends.
 */
export function useCalendarItems(
  now: Date,
  { refreshWhilePulling = true }: { refreshWhilePulling?: boolean } = {},
): CalendarItem[] | undefined {
  const userId = useSession().user?.id;
  // The minute only, not the Date object: a new `now` each tick must not re-run the query
  // more than once a minute.
  const minute = Math.floor(now.getTime() / 60_000);
  return useCatalogueLiveQuery(
    async () => (userId ? listCalendarItems(userId, new Date(minute * 60_000)) : []),
    [userId, minute],
    refreshWhilePulling ? PULL_REFRESH_MS : undefined,
  );
}

export function useQuickAddExperiences() {
  return useLiveQuery(() => listQuickAddExperiences(new Date()), []);
}
