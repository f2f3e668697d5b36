import { useLiveQuery } from "dexie-react-hooks";
import type { ExperienceRow } from "../../../db/types.ts";
import { type ExperienceFilters, filterExperiences } from "../../../domain/experience-filters.ts";
import { listExperiences } from "../data/experiences-repo.ts";

/**
 * The experiences list from IndexedDB, filtered as spec §5 says. `experiences` is undefined
 * while the first read runs (show the six skeleton cards), then live: a pull or a local change
 * re-renders it.
 */
export function useExperiences(filters: ExperienceFilters = {}): {
  experiences: ExperienceRow[] | undefined;
  total: number;
} {
  const all = useLiveQuery(() => listExperiences(), []);
  const experiences = all ? filterExperiences(all, filters) : undefined;
  return { experiences, total: all?.length ?? 0 };
}
