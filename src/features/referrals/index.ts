/** Public surface of the referrals feature's data layer. */
export {
  createReferral,
  listReferrals,
} from "./data/referrals-repo.ts";
