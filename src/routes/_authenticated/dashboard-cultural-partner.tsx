import { createFileRoute } from "@tanstack/react-router";
import { PartnerDashboardScreen } from "../-screens/dashboard-screens.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-cultural-partner")({
  component: PartnerDashboardScreen,
});
