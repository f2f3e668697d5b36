import * as v from "valibot";
import { featureForFilter, featureSet, normalizeAccessibilityFeature } from "./accessibility.ts";
import { toListCategory } from "./categories.ts";
import type { Experience } from "./experience.ts";
import { type ExperienceListFields, experienceSearchKey } from "./experience-list-fields.ts";
import { isFree } from "./money.ts";
import { rowsWithEveryTerm, type SearchIndex } from "./search-index.ts";
import { foldText, textMatchesTheme, themeFor } from "./wellbeing-themes.ts";

export { toListCategory } from "./categories.ts";

/**
 * The experiences list's client filters, plus the `wellbeing` link
 * parameter of the professional dashboard. Pure and allocation-light: the list may hold 10,000
 * rows and filters on every keystroke, so each experience's folded search text is computed once,
 * when it is written to the device (`searchKey`), and nothing is folded per keystroke.
 */

export const PRICE_FILTERS = ["all", "free", "paid"] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export interface ExperienceFilters {
  search?: string | undefined;
  /** 'all', a list category, or any alias `toListCategory` knows (form ids, "art", …). */
  category?: string | undefined;
  price?: PriceFilter | undefined;
  /** Filter ids or feature ids; every one must be offered. */
  accessibility?: readonly string[] | string | undefined;
  /** A wellbeing theme word ("anxiety", "isolation", …) or free text over the benefit. */
  wellbeing?: string | undefined;
}

export type FilterableExperience = Pick<
  Experience,
  "title" | "description" | "venue" | "category" | "price" | "accessibilityFeatures"
> &
  Partial<Pick<Experience, "wellbeingBenefit">> &
  Pick<ExperienceListFields, "searchKey">;

/**
 * What a filter derives from a row when the row does not carry it, made once per object. Rows
 * from IndexedDB carry their search key (stored at write time), so a keystroke folds nothing
 * and this cache stays empty for them: 50,000 rows are not held twice.
 */
interface Prepared {
  /** Folded title + description + venue: what the search box looks at. */
  search?: string;
  features?: Set<string>;
  /** Folded benefit + title + description, built only if a wellbeing filter asks. */
  wellbeing?: string;
}

// Keyed by the row object: Dexie returns fresh objects after a change, so stale entries simply
// stop being reachable and are collected.
const prepared = new WeakMap<object, Prepared>();

function prepare(e: FilterableExperience): Prepared {
  let p = prepared.get(e);
  if (!p) {
    p = {};
    prepared.set(e, p);
  }
  return p;
}

/** The folded text the search box looks at: the stored search key, or folded once per row. */
export function searchTextOf(e: FilterableExperience): string {
  if (e.searchKey !== undefined) return e.searchKey;
  const p = prepare(e);
  p.search ??= experienceSearchKey(e);
  return p.search;
}

function featuresOf(e: FilterableExperience): Set<string> {
  const p = prepare(e);
  p.features ??= featureSet(e.accessibilityFeatures);
  return p.features;
}

function wellbeingText(e: FilterableExperience): string {
  const p = prepare(e);
  p.wellbeing ??= foldText(`${e.wellbeingBenefit ?? ""}\n${e.title}\n${e.description}`);
  return p.wellbeing;
}

/** Search box text → folded terms; every term must appear (order free). */
export function searchTerms(search: string | undefined): string[] {
  return search ? foldText(search).split(/\s+/).filter(Boolean) : [];
}

function toList(value: readonly string[] | string | undefined): string[] {
  if (!value) return [];
  return typeof value === "string" ? value.split(",") : [...value];
}

/**
 * Keeps the experiences that pass every active filter, in their original order. `index`, when
 * given, is the search index of this very list (`buildSearchIndex` over each row's search
 * text, `searchTextOf`): the search terms are then found through it instead of row by row.
 */
export function filterExperiences<T extends FilterableExperience>(
  list: readonly T[],
  filters: ExperienceFilters,
  index?: SearchIndex,
): T[] {
  const terms = searchTerms(filters.search);
  const wantAll = !filters.category || filters.category === "all";
  const category = wantAll ? null : toListCategory(filters.category);
  // An unknown category id matches nothing rather than everything: the count says "0 found".
  if (!wantAll && category === null) return [];
  const price = filters.price ?? "all";
  const features = toList(filters.accessibility)
    .map((id) => featureForFilter(id))
    .filter((f): f is NonNullable<typeof f> => f !== null);
  const wellbeingWord = filters.wellbeing?.trim();
  const theme = themeFor(wellbeingWord);
  const wellbeingTerms = theme ? [] : searchTerms(wellbeingWord);

  // Cheap checks first, then the search terms, then the wellbeing text (folded on first use).
  const passesFields = (e: T): boolean => {
    if (price === "free" && !isFree(e.price)) return false;
    if (price === "paid" && isFree(e.price)) return false;
    if (category && toListCategory(e.category) !== category) return false;
    if (features.length === 0) return true;
    const offered = featuresOf(e);
    return features.every((f) => offered.has(f));
  };
  const passesWellbeing = (e: T): boolean => {
    if (theme) return textMatchesTheme(wellbeingText(e), theme);
    if (wellbeingTerms.length === 0) return true;
    const text = wellbeingText(e);
    return wellbeingTerms.every((t) => text.includes(t));
  };

  const others =
    price !== "all" ||
    category !== null ||
    features.length > 0 ||
    theme !== null ||
    wellbeingTerms.length > 0;
  if (terms.length === 0 && !others) return [...list];
  const out: T[] = [];
  if (terms.length > 0 && index !== undefined && index.size === list.length) {
    for (const row of rowsWithEveryTerm(index, terms)) {
      const e = list[row] as T;
      if (!others || (passesFields(e) && passesWellbeing(e))) out.push(e);
    }
    return out;
  }
  for (const e of list) {
    if (!passesFields(e)) continue;
    if (terms.length > 0) {
      const text = searchTextOf(e);
      if (!terms.every((t) => text.includes(t))) continue;
    }
    if (passesWellbeing(e)) out.push(e);
  }
  return out;
}

/** Filter id as the list's checkboxes name it (legacy and feature ids mapped). */
export function toAccessibilityFilterId(id: string): string | null {
  const feature = normalizeAccessibilityFeature(id);
  if (feature === "sign-language-interpreter") return "sign-language";
  return feature;
}

const linkText = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((x) => String(x).trim().slice(0, max) || undefined),
      ),
    ),
    undefined,
  );

/**
 * `/experiences?search=&category=&price=&accessibility=&wellbeing=`. Every
 * field is optional and falls back to "not set" on a bad value, so a stale or hand-edited URL
 * still opens the list. Defaults are left out (undefined) so links and URLs stay short.
 */
export const experienceSearchSchema = v.fallback(
  v.object({
    search: linkText(200),
    category: v.fallback(
      v.optional(
        v.pipe(
          v.string(),
          v.transform((s) => toListCategory(s) ?? undefined),
        ),
      ),
      undefined,
    ),
    price: v.fallback(v.optional(v.picklist(["free", "paid"])), undefined),
    accessibility: v.fallback(
      v.optional(
        v.pipe(
          v.union([v.array(v.string()), v.string()]),
          v.transform((x) => {
            const ids = toList(x)
              .map(toAccessibilityFilterId)
              .filter((id) => id !== null);
            return ids.length > 0 ? [...new Set(ids)] : undefined;
          }),
        ),
      ),
      undefined,
    ),
    wellbeing: linkText(100),
  }),
  {},
);
export type ExperienceSearch = v.InferOutput<typeof experienceSearchSchema>;

/** True when any filter narrows the list (shows "Clear Filters"). */
export function hasActiveFilters(f: ExperienceFilters): boolean {
  return Boolean(
    f.search?.trim() ||
      (f.category && f.category !== "all") ||
      (f.price && f.price !== "all") ||
      toList(f.accessibility).length > 0 ||
      f.wellbeing?.trim(),
  );
}
