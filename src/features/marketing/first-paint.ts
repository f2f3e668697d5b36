/**
 * What the route tree (part of the entry, whose size has a budget: scripts/size-budget.json) needs
 * from the marketing feature: the search schema of /for-partners. Kept apart from index.ts, whose
 * screens and data layer load with the route's lazy chunk.
 */
export { partnersSearchSchema } from "./data/partners-search.ts";
