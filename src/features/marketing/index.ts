/** Public surface of the marketing feature. */
export { LandingPage } from "./components/landing-page.tsx";
