/** Public surface of the marketing feature. */
export { LandingPage } from "./components/landing-page.tsx";
export { ForPartnersPage } from "./components/partners/for-partners-page.tsx";
export { WhyPage } from "./components/why/why-page.tsx";
export { partnersSearchSchema } from "./data/partners-search.ts";
