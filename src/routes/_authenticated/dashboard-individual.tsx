import { createFileRoute } from "@tanstack/react-router";
import { IndividualDashboardScreen } from "../-screens/dashboard-screens.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-individual")({
  component: IndividualDashboardScreen,
});
