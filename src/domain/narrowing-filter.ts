import {
  type ExperienceFilters,
  type FilterableExperience,
  filterExperiences,
  searchTerms,
} from "./experience-filters.ts";

/** `filterExperiences` with a memory of its last answer, for a search box typed into. */
export type NarrowingFilter<T> = (list: readonly T[], filters: ExperienceFilters) => T[];

/** True when every row matching `next` terms also matches `previous` ones. */
function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((p) => next.some((n) => n.includes(p)));
}

/**
 * `filterExperiences`, but when only the search text grew more specific since the last call
 * (the same rows, the same other filters, and every earlier term inside some new term: "poe" →
 * "poetry", "poetry" → "poetry s"), it filters the last answer instead of the whole list. A row
 * that contains each new term contains each earlier one, so the answer is the same and in the
 * same order; typing forward costs the matches so far, not 10,000 rows (issue 15).
 */
export function createNarrowingFilter<T extends FilterableExperience>(): NarrowingFilter<T> {
  let last: { list: readonly T[]; rest: string; terms: string[]; out: T[] } | null = null;
  return (list, filters) => {
    const { search, ...others } = filters;
    const rest = JSON.stringify(others);
    const terms = searchTerms(search);
    const from =
      last && last.list === list && last.rest === rest && narrows(last.terms, terms)
        ? last.out
        : list;
    const out = filterExperiences(from, filters);
    last = { list, rest, terms, out };
    return out;
  };
}
