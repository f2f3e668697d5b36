/**
 * What the route tree (part of the entry, whose size has a budget: scripts/size-budget.json) needs
 * from the contact feature: the search schema of /contact. Kept apart from index.ts, whose
 * screens and data layer load with the route's lazy chunk.
 */
export { contactSearchSchema } from "./data/inquiry-types.ts";
