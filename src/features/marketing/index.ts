/** Public surface of the marketing feature. */
export { LandingPage } from "./components/landing-page.tsx";
export { ForPartnersPage } from "./components/partners/for-partners-page.tsx";
export { AccessibilityPage } from "./components/support/accessibility-page.tsx";
export { CommunityGuidelinesPage } from "./components/support/community-guidelines-page.tsx";
export { HelpPage } from "./components/support/help-page.tsx";
export { PrivacyPage } from "./components/support/privacy-page.tsx";
export { ResearchFindings } from "./components/why/research-findings.tsx";
export { WhyPage } from "./components/why/why-page.tsx";
