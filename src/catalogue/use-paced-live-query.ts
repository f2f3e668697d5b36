import { liveQuery } from "dexie";
import { type DependencyList, useEffect, useState } from "react";

/**
 * `useLiveQuery`, paced while `paused`: a live query re-runs after every write to what it read,
 * and during a bulk pull that is every page (50 pages at 50,000 rows). While paused it stops
 * observing; with `everyMs` it re-reads on a timer instead, without it it keeps its last value.
 * When the pause ends it observes again, which reads once more: the final state is always shown.
 * Undefined until the first read resolves; a change of `deps` keeps the old value until then.
 */
export function usePacedLiveQuery<T>(
  query: () => Promise<T>,
  deps: DependencyList,
  paused: boolean,
  everyMs?: number,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps stand for `query`
  useEffect(() => {
    if (!paused) {
      const subscription = liveQuery(query).subscribe({
        next: (result) => setValue(() => result),
        error: (error: unknown) => console.error("Live query failed", error),
      });
      return () => subscription.unsubscribe();
    }
    if (everyMs === undefined) return;
    let active = true;
    const timer = setInterval(() => {
      query().then(
        (result) => {
          if (active) setValue(() => result);
        },
        (error: unknown) => console.error("Paced query failed", error),
      );
    }, everyMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [paused, everyMs, ...deps]);
  return value;
}
