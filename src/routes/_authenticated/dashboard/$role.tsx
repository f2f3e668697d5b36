import { createFileRoute, notFound } from "@tanstack/react-router";
import { IndividualDashboardScreen } from "../../-screens/individual-dashboard-screen.tsx";
import { PartnerDashboardScreen } from "../../-screens/partner-dashboard-screen.tsx";
import { ProfessionalDashboardScreen } from "../../-screens/professional-dashboard-screen.tsx";

/**
 * The alternative dashboard paths: /dashboard/individual, /dashboard/professional and
 * /dashboard/cultural-partner show the same screens as /dashboard-<role>. One param route rather
 * than three files: the canonical and alias files would get the same generated names.
 */
const ROLES = ["individual", "professional", "cultural-partner"] as const;
type DashboardRole = (typeof ROLES)[number];

// Only the role names may be used outside the component: anything `beforeLoad` touches stays
// in the main bundle, and the screens belong in this route's lazy chunk.
function isDashboardRole(value: string): value is DashboardRole {
  return (ROLES as readonly string[]).includes(value);
}

export const Route = createFileRoute("/_authenticated/dashboard/$role")({
  beforeLoad: ({ params }) => {
    if (!isDashboardRole(params.role)) throw notFound();
  },
  component: DashboardAlias,
});

const SCREENS = {
  individual: IndividualDashboardScreen,
  professional: ProfessionalDashboardScreen,
  "cultural-partner": PartnerDashboardScreen,
} as const;

function DashboardAlias() {
  const { role } = Route.useParams();
  const Screen = isDashboardRole(role) ? SCREENS[role] : IndividualDashboardScreen;
  return <Screen />;
}
