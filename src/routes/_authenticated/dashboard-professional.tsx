import { createFileRoute } from "@tanstack/react-router";
import { ProfessionalDashboardScreen } from "../-screens/dashboard-screens.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-professional")({
  component: ProfessionalDashboardScreen,
});
