/** Public surface of the referrals feature's data layer. */
export {
  countThisMonth,
  createReferral,
  listReferrals,
  type ReferralInput,
} from "./data/referrals-repo.ts";
export { useReferrals } from "./hooks/use-referrals.ts";
