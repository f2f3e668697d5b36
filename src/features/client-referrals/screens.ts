/** The referral's page for its client; route screens only (see experiences/screens.ts). */
export { ReferralScreen } from "./components/referral-screen.tsx";
