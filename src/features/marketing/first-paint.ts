/**
 * What the route tree (part of the entry, issue 15) needs from the marketing feature: the search
 * schema of /for-partners. Kept apart from index.ts, whose screens and data layer load with the
 * route's lazy chunk.
 */
export { partnersSearchSchema } from "./data/partners-search.ts";
