import { createFileRoute } from "@tanstack/react-router";
import { ProfessionalDashboardScreen } from "../-screens/professional-dashboard-screen.tsx";

export const Route = createFileRoute("/_authenticated/dashboard-professional")({
  component: ProfessionalDashboardScreen,
});
