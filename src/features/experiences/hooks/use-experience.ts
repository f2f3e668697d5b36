import { useLiveQuery } from "dexie-react-hooks";
import { getExperience } from "#catalogue/list-experiences.ts";
import type { ExperienceRow } from "#db/types.ts";

export type Loadable<T> = { loading: true; value: undefined } | { loading: false; value: T };

/** One experience: loading, then the row or null ("Experience Not Found"). */
export function useExperience(id: string | undefined): Loadable<ExperienceRow | null> {
  const row = useLiveQuery(async () => (id ? ((await getExperience(id)) ?? null) : null), [id]);
  return row === undefined ? { loading: true, value: undefined } : { loading: false, value: row };
}
