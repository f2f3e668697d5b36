/**
 * The professional's screens (docs/referral-loop.md). Route screens only, like the other features'
 * screens.ts: whatever is re-exported here stays in the professional routes' chunks.
 */
export { ProfessionalOverview } from "./components/dashboard/professional-overview.tsx";
export { EvidenceScreen } from "./components/guides/evidence-screen.tsx";
export { ProfessionalResourcesScreen } from "./components/guides/resources-screen.tsx";
export { ReferralsScreen } from "./components/list/referrals-screen.tsx";
export { NewReferralScreen } from "./components/new/new-referral-screen.tsx";
