import { useCallback, useMemo, useState } from "react";
import { useStore } from "zustand";
import { countListedExperiences, listExperiences } from "#catalogue/list-experiences.ts";
import { PULL_REFRESH_MS } from "#catalogue/use-catalogue-live-query.ts";
import { usePacedLiveQuery } from "#catalogue/use-paced-live-query.ts";
import { useSyncMayBringData } from "#catalogue/use-sync-pending.ts";
import type { ExperienceRow } from "#db/types.ts";
import { type ExperienceFilters, hasActiveFilters } from "#domain/experience-filters.ts";
import { createNarrowingFilter } from "#domain/narrowing-filter.ts";
import { syncStatusStore } from "#sync/status-store.ts";

/**
 * The first screenful and then some, read through the list's index with a limit: shown at once
 * on a reload (the whole list may be 50,000 rows and take a second), and refreshed about once a
 * second while a bulk pull writes the table.
 */
export const LIST_HEAD = 48;

export interface ExperienceListState {
  /** Undefined while loading: the list shows its six skeleton cards. */
  experiences: ExperienceRow[] | undefined;
  /**
   * How many experiences match: `experiences.length`, except while only the first rows are read
   * (a reload, a bulk pull) when it is the number the list will hold once read, or undefined
   * while that is still being counted.
   */
  count: number | undefined;
  /**
   * What IndexedDB holds is on screen: the rows, or nothing while a first sync may bring some.
   * False only while a read this device answers is still under way.
   */
  settled: boolean;
  /**
   * The search box has the focus: the whole list's search index is built while the page is
   * idle, before the first keystroke (otherwise that keystroke builds it). Only a device that
   * searches holds it: 1–2 bytes per character of every search key.
   */
  prepareSearch: () => void;
}

/** Runs `task` when the page is next idle (soon, where the browser cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 100);
}

const readHead = () => listExperiences({ limit: LIST_HEAD });
// An object per read, so a count read again is told apart from the one before (useReadSincePull).
const readCount = async () => ({ listed: await countListedExperiences() });

/**
 * `value`, unless it was read before the bulk pull that is running or has just ended (a paused
 * query keeps its last value, and reads again when the pause ends): undefined until then.
 */
function useReadSincePull<T extends object>(value: T | undefined, pulling: boolean) {
  const [stale, setStale] = useState<T | undefined>(undefined);
  if (pulling && value !== undefined && value !== stale) setStale(value);
  return pulling || value === stale ? undefined : value;
}

/**
 * The experiences list, filtered. Three reads, all through the
 * `[listDate+id]` index (rows arrive sorted; nothing is sorted here): the head (the first
 * `LIST_HEAD` rows), the count, and the whole list, which filtering needs. Until the whole list
 * is read the head is shown, so the first cards appear without waiting for 50,000 rows. The
 * count starts only once the head is in, and not at all when the head is the whole list, and
 * the whole list only once the count is in (or not needed):
 * IndexedDB answers one request after another, and counting 50,000 index entries takes a third
 * of a second the first cards should not wait behind. While a bulk pull runs, only
 * the head is read, once a second: each read waits for a page to be written and delays the next,
 * so the count and the whole list wait for the pull's end (the heading says the list is still
 * loading). Filtering is memoised on (rows, filters); a keystroke's search terms are found
 * through the whole list's search index (see `createNarrowingFilter`), built while the page is
 * idle once the search box has the focus, and a keystroke that only narrows a small answer passes over
 * that answer instead.
 *
 * A device that has never synced holds no experiences yet: while that first sync runs the list
 * counts as loading, so a new user sees skeletons instead of "No experiences found".
 */
export function useExperienceList(filters: ExperienceFilters): ExperienceListState {
  const pulling = useStore(syncStatusStore, (s) => s.bulkPull);
  // Moving packed rows into the table changes no answer: every read keeps its last meanwhile.
  const moving = useStore(syncStatusStore, (s) => s.movingPacked);
  const paused = pulling || moving;
  const head = usePacedLiveQuery(readHead, [], paused, pulling ? PULL_REFRESH_MS : undefined);
  const headIsAll = head !== undefined && head.length < LIST_HEAD;
  const counted = useReadSincePull(
    usePacedLiveQuery(readCount, [], paused || head === undefined || headIsAll),
    pulling,
  );
  const listed = headIsAll ? head.length : counted?.listed;
  // Only once the head is on screen and counted: reading (and deserialising) 50,000 rows holds
  // the main thread for a while, and neither the first cards nor the heading's count should
  // wait behind it. Read beside the count, it held the count back until both were in: a third
  // of a second at the end of a 10,000-row first sync.
  const all = useReadSincePull(
    usePacedLiveQuery(
      () => listExperiences(),
      [],
      paused || head === undefined || (!headIsAll && counted === undefined),
    ),
    pulling,
  );
  const firstSyncPending = useSyncMayBringData({ whileSyncing: false });
  // The whole list, unless it is not read yet or holds fewer rows than the index now counts.
  const whole = all !== undefined && !(listed !== undefined && listed > all.length);
  const rows = whole ? all : head;
  const total = whole ? all.length : listed;

  const [narrow] = useState(createNarrowingFilter<ExperienceRow>);
  const prepareSearch = useCallback(() => {
    if (all !== undefined) whenIdle(() => narrow.prepare(all));
  }, [narrow, all]);
  const { search, category, price, accessibility, wellbeing } = filters;
  // A string key: the URL parser hands over a new array on every navigation.
  const features = Array.isArray(accessibility) ? accessibility.join(",") : accessibility;
  const experiences = useMemo(
    () =>
      rows
        ? narrow(rows, { search, category, price, accessibility: features, wellbeing })
        : undefined,
    [narrow, rows, search, category, price, features, wellbeing],
  );
  const waiting = rows !== undefined && total === 0 && firstSyncPending;
  // Filtering only the head would show a partial answer as if it were the whole: wait for it.
  const partial = !whole && hasActiveFilters(filters);
  if (waiting || partial || experiences === undefined) {
    return { experiences: undefined, count: undefined, settled: waiting, prepareSearch };
  }
  return { experiences, count: whole ? experiences.length : total, settled: true, prepareSearch };
}
