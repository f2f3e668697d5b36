/**
 * What the route tree (part of the entry, issue 15) needs from the favorites feature: the sort
 * orders of /favorites (the route's search schema). Kept apart from index.ts, whose screens and
 * data layer load with the route's lazy chunk.
 */
export { FAVORITE_SORTS } from "./data/favorite-sort.ts";
