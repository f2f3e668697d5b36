/**
 * What the route tree (part of the entry, whose size has a budget: scripts/size-budget.json) needs
 * from the favorites feature: the sort orders of /favorites (the route's search schema). Kept
 * apart from index.ts, whose screens and data layer load with the route's lazy chunk.
 */
export { FAVORITE_SORTS } from "./data/favorite-sort.ts";
