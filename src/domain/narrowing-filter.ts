import {
  type ExperienceFilters,
  type FilterableExperience,
  filterExperiences,
  searchTerms,
  searchTextOf,
} from "./experience-filters.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";

/**
 * Lists at least this long are searched through a search index (see search-index.ts); shorter
 * ones row by row, which costs less than joining their keys.
 */
export const INDEX_FROM = 2000;

/** Searches `prepare` runs (any common letters do: the code paths matter, not the answers). */
const WARM_UP = ["e", "a e", "e a"];

/** `filterExperiences` with a memory of its last answer, for a search box typed into. */
export interface NarrowingFilter<T> {
  (list: readonly T[], filters: ExperienceFilters): T[];
  /**
   * Builds `list`'s search index now (when the page is idle), so no keystroke has to, and runs
   * a few searches through it: the first keystroke then finds that code compiled and optimised
   * instead of paying for it (the first key's script went from about 12 to 6 ms at
   * 10,000 rows). The answers are dropped; the filter's memory of its last answer is untouched.
   */
  prepare(list: readonly T[]): void;
}

/** True when every row matching `next` terms also matches `previous` ones. */
function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((p) => next.some((n) => n.includes(p)));
}

/**
 * `filterExperiences` for a search box typed into, over one list at a time:
 * - a long list is searched through its search index, built once per list read;
 * - when only the search text grew more specific since the last call (the same rows, the same
 *   other filters, and every earlier term inside some new term: "poe" → "poetry", "poetry" →
 *   "poetry s") and the last answer is small, the last answer is filtered instead. A row that
 *   contains each new term contains each earlier one, so the answer is the same and in the same
 *   order; typing forward costs the matches so far.
 */
export function createNarrowingFilter<T extends FilterableExperience>(): NarrowingFilter<T> {
  let last: { list: readonly T[]; rest: string; terms: string[]; out: T[] } | null = null;
  let indexed: { list: readonly T[]; index: SearchIndex } | null = null;
  const indexFor = (list: readonly T[]): SearchIndex | undefined => {
    if (list.length < INDEX_FROM) return undefined;
    if (indexed?.list !== list) {
      indexed = { list, index: buildSearchIndex(list.map(searchTextOf)) };
    }
    return indexed.index;
  };
  const filter = (list: readonly T[], filters: ExperienceFilters): T[] => {
    const { search, ...others } = filters;
    const rest = JSON.stringify(others);
    const terms = searchTerms(search);
    const narrowed =
      last && last.list === list && last.rest === rest && narrows(last.terms, terms)
        ? last.out
        : null;
    // Through the index unless the last answer is a small part of the list.
    const out =
      narrowed && (list.length < INDEX_FROM || narrowed.length * 8 <= list.length)
        ? filterExperiences(narrowed, filters)
        : filterExperiences(list, filters, terms.length > 0 ? indexFor(list) : undefined);
    last = { list, rest, terms, out };
    return out;
  };
  filter.prepare = (list: readonly T[]) => {
    const index = indexFor(list);
    // One term, and two that are narrowed through the index: the paths a first keystroke takes.
    if (index) for (const search of WARM_UP) filterExperiences(list, { search }, index);
  };
  return filter;
}
