import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import type { ExperienceRow } from "#db/types.ts";
import { type ExperienceFilters, filterExperiences } from "#domain/experience-filters.ts";
import { listExperiences } from "../data/experiences-repo.ts";
import { useSyncMayBringData } from "./use-sync-pending.ts";

export interface ExperienceListState {
  /** Undefined while loading: the list shows its six skeleton cards. */
  experiences: ExperienceRow[] | undefined;
  /** Experiences on this device before filtering. */
  total: number;
}

/**
 * The experiences list, filtered (spec §5 "Client filters"). The IndexedDB read runs once per
 * change of the table; filtering is memoised on (rows, filters) so a re-render that changes
 * neither (a "Show more" click) costs nothing, and a keystroke costs one pass over the
 * pre-folded rows (see `filterExperiences`).
 *
 * A device that has never synced holds no experiences yet: while that first sync runs the list
 * counts as loading, so a new user sees skeletons instead of "No experiences found".
 */
export function useExperienceList(filters: ExperienceFilters): ExperienceListState {
  const all = useLiveQuery(() => listExperiences(), []);
  const firstSyncPending = useSyncMayBringData({ whileSyncing: false });
  const { search, category, price, accessibility, wellbeing } = filters;
  // A string key: the URL parser hands over a new array on every navigation.
  const features = Array.isArray(accessibility) ? accessibility.join(",") : accessibility;
  const experiences = useMemo(
    () =>
      all
        ? filterExperiences(all, { search, category, price, accessibility: features, wellbeing })
        : undefined,
    [all, search, category, price, features, wellbeing],
  );
  const waiting = all !== undefined && all.length === 0 && firstSyncPending;
  return { experiences: waiting ? undefined : experiences, total: all?.length ?? 0 };
}
