/** Public surface of the client's side of referrals: the home prompt, the profile list. */

export { ReferralsPrompt } from "./components/referrals-prompt.tsx";
export { ReferralsSection } from "./components/referrals-section.tsx";
export { useReferralsNeedingAction } from "./hooks/use-client-referrals.ts";
