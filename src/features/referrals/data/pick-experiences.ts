import type { ExperienceRow } from "#db/types.ts";
import { filterExperiences } from "#domain/experience-filters.ts";
import { isUpcomingListing } from "./figures.ts";
import { QUICK_FILTERS, type QuickFilterId } from "./quick-filters.ts";

/** Most experiences a referral suggests (src/domain/referral-schemas.ts). */
export const MAX_SUGGESTED = 5;

/**
 * The new-referral picker's candidates: active listings still to come that match the search
 * text and the chosen quick filter (the experiences list's own filter rules), soonest first.
 */
export function pickableExperiences(
  experiences: readonly ExperienceRow[],
  search: string,
  quick: QuickFilterId | null,
  now: Date,
  limit = 8,
): ExperienceRow[] {
  const filter = QUICK_FILTERS.find((f) => f.id === quick);
  const upcoming = experiences.filter((e) => isUpcomingListing(e, now));
  return filterExperiences(upcoming, {
    search,
    category: filter?.category,
    wellbeing: filter?.wellbeing,
  })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, limit);
}

/** Adds an experience to the suggestions, keeping the order and the limit of five. */
export function addSuggestion(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= MAX_SUGGESTED) return [...ids];
  return [...ids, id];
}
