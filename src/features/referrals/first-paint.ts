/**
 * What the route tree and the router's guard (part of the entry, issue 15) need from the
 * referrals feature: the search schema of /professional/referrals and the role rule. Kept apart
 * from index.ts, whose data layer loads with the screens.
 */
export { referralsSearchSchema } from "./data/referrals-search.ts";
export { isProfessional } from "./role.ts";
