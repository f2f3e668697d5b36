import { createFileRoute } from "@tanstack/react-router";
import { IndividualDashboardScreen } from "../-screens/individual-dashboard-screen.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-individual")({
  component: IndividualDashboardScreen,
});
