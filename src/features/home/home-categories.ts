import { HOME_CATEGORIES, type HomeCategory, toListCategory } from "#domain/categories.ts";
import { FEATURED_LIMIT, type ListCategory } from "#domain/constants.ts";

export { HOME_CATEGORIES, type HomeCategory };

/**
 * The home bar's six entries onto the eight list categories, through the one alias
 * table (`toListCategory`) the list filters and recommendations use — see
 * docs/decisions/0005-home-categories.md: art → visual-arts, music → music, theatre → theatre,
 * workshop → craft-making, community → participatory-arts; "all" filters nothing.
 */
export function listCategoryForHome(category: HomeCategory): ListCategory | null {
  return category === "all" ? null : toListCategory(category);
}

/** Does the experience's category fold onto the chosen home entry ("all" takes any)? */
export function inHomeCategory(e: { category: string }, category: HomeCategory): boolean {
  const wanted = listCategoryForHome(category);
  return wanted === null || (toListCategory(e.category) ?? e.category) === wanted;
}

/**
 * The featured grid under the home category bar: at most six of `upcoming` (already
 * upcoming and in date order) whose category folds onto the chosen one.
 */
export function featuredFor<E extends { category: string }>(
  upcoming: readonly E[],
  category: HomeCategory,
  limit: number = FEATURED_LIMIT,
): E[] {
  return upcoming.filter((e) => inHomeCategory(e, category)).slice(0, limit);
}
