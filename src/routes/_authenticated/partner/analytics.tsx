import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsScreen } from "#features/partner/screens.ts";

/** /partner/analytics (cultural partners only, src/app/guards.ts): bookings, attendance, waiting-list demand and ratings. */
export const Route = createFileRoute("/_authenticated/partner/analytics")({
  component: AnalyticsScreen,
});
