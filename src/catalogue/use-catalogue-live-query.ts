import type { DependencyList } from "react";
import { useStore } from "zustand";
import { syncStatusStore } from "#sync/status-store.ts";
import { usePacedLiveQuery } from "./use-paced-live-query.ts";

/**
 * A live query that reads the experiences table (joined, ranked or listed), paced while a bulk
 * pull writes that table. A live query re-runs after every write to what it read, and a first
 * sync writes a page of 1,000 rows every tenth of a second: each re-read queued between two
 * pages held the next one back, and a query that reads the whole table (recommendations) made
 * the pull quadratic (docs/adding-an-entity.md, "Reading it in a screen"). While a bulk pull
 * runs it reads again every `everyMs` (a cheap read: a few joined rows, a list's head), or not
 * at all without it (a whole-table read keeps its last answer), and once more when the pull ends.
 * Likewise while a first sync's packed rows are moved into the table (the answer cannot
 * change). Otherwise it is `useLiveQuery`.
 */
export function useCatalogueLiveQuery<T>(
  query: () => Promise<T>,
  deps: DependencyList,
  everyMs?: number,
): T | undefined {
  const paused = useStore(syncStatusStore, (s) => s.bulkPull || s.movingPacked);
  return usePacedLiveQuery(query, deps, paused, everyMs);
}

/** How often a cheap catalogue read refreshes during a bulk pull (as the list's head does). */
export const PULL_REFRESH_MS = 1000;
