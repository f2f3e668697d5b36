import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { listExperiences } from "#features/experiences/index.ts";
import { featuredFor, type HomeCategory } from "../home-categories.ts";

/**
 * Featured experiences for the home grid: upcoming, active, soonest first, at most six of the
 * chosen category. Read from this device, so the grid shows offline; undefined while loading.
 */
export function useFeaturedExperiences(category: HomeCategory) {
  const upcoming = useLiveQuery(() => listExperiences({ upcomingOnly: true }), []);
  return useMemo(
    () => (upcoming ? featuredFor(upcoming, category) : undefined),
    [upcoming, category],
  );
}
