import { createFileRoute } from "@tanstack/react-router";
import { PartnerDashboardScreen } from "../-screens/partner-dashboard-screen.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-cultural-partner")({
  component: PartnerDashboardScreen,
});
