/**
 * Public surface of the referrals feature (the professional's side): the role rule the guard
 * shares and the data layer. Kept small: the router's guard imports it into the main bundle.
 * The professional's screens are in screens.ts.
 */

export {
  createReferral,
  listReferrals,
} from "./data/referrals-repo.ts";
export { referralsSearchSchema } from "./data/referrals-search.ts";
export { isProfessional } from "./role.ts";
