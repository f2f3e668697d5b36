/**
 * The partner pages' building blocks (/partner/…). Route screens only, like the other features'
 * screens.ts: whatever is re-exported here stays in the partner routes' chunks.
 */

export { AnalyticsScreen } from "./components/analytics/analytics-screen.tsx";
export { BookingsScreen } from "./components/bookings/bookings-screen.tsx";
export { PartnerOverview } from "./components/dashboard/partner-overview.tsx";
export { OrganiserCard } from "./components/organiser-card.tsx";
export { PartnersOnly } from "./components/partners-only.tsx";
export { PartnerProfileScreen } from "./components/profile/partner-profile-screen.tsx";
export { ResourcesScreen } from "./components/resources/resources-screen.tsx";
