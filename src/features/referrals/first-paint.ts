/**
 * What the route tree (part of the entry, issue 15) needs from the referrals feature: the search
 * schema of /professional/referrals. Kept apart from index.ts, whose screens and data layer load
 * with the route's lazy chunk.
 */
export { referralsSearchSchema } from "./data/referrals-search.ts";
