import { useLingui } from "@lingui/react/macro";
import { useFirstVisit } from "#features/auth/index.ts";
import { IndividualGreeting, IndividualOverview } from "#features/dashboard/screens.ts";
import { Page } from "#ui/page.tsx";

/**
 * The individual's dashboard, for /dashboard-individual and /dashboard/individual: a
 * welcome ('Welcome' to a new participant on their first visit on this device, 'Welcome back'
 * otherwise; a placeholder until their rows are on the device), then figures and lists computed
 * from this device's rows (never fixed numbers).
 */
export function IndividualDashboardScreen() {
  const { t } = useLingui();
  const firstVisit = useFirstVisit();
  return (
    <Page
      title={t`Dashboard`}
      heading={<IndividualGreeting firstVisit={firstVisit} />}
      lead={t`Your upcoming experiences, saved favourites and suggestions in one place.`}
    >
      <IndividualOverview />
    </Page>
  );
}
