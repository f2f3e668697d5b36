/**
 * What the route tree needs from the referrals feature (part of the entry): the search schema of
 * /professional/referrals. Kept apart from index.ts, whose data layer loads with the screens.
 */
export { referralsSearchSchema } from "./data/referrals-search.ts";
