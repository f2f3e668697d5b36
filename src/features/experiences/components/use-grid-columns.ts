import { useSyncExternalStore } from "react";

/**
 * Columns of the experiences grid at the current width: the JS side of the grid's
 * `sm:grid-cols-2 lg:grid-cols-3` (Tailwind's 40rem and 64rem breakpoints), which the
 * virtualised list needs to turn card indexes into rows. Keep the two in step.
 */
const QUERIES = [
  { query: "(min-width: 64rem)", columns: 3 },
  { query: "(min-width: 40rem)", columns: 2 },
] as const;

function columnsNow(): number {
  if (typeof window.matchMedia !== "function") return 1;
  return QUERIES.find(({ query }) => window.matchMedia(query).matches)?.columns ?? 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const lists = QUERIES.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
