/**
 * Public surface of the referrals feature (the professional's side): the data layer. The role
 * rule and the search schema the entry needs are in first-paint.ts; the screens in screens.ts.
 */

export {
  createReferral,
  listReferrals,
} from "./data/referrals-repo.ts";
