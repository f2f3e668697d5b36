import { useLingui } from "@lingui/react/macro";
import { useFirstVisit, useSession } from "#features/auth/index.ts";
import { IndividualOverview } from "#features/dashboard/screens.ts";
import { Page } from "#ui/page.tsx";

/**
 * The individual's dashboard (spec §2), for /dashboard-individual and /dashboard/individual: a
 * welcome ('Welcome' on the first visit on this device, 'Welcome back' later; 'there' without a
 * first name), then figures and lists computed from this device's rows (never fixed numbers).
 */
export function IndividualDashboardScreen() {
  const { t } = useLingui();
  const firstName = useSession().user?.firstName?.trim() || undefined;
  const firstVisit = useFirstVisit();
  return (
    <Page
      title={t`Dashboard`}
      heading={
        firstVisit
          ? firstName
            ? t`Welcome, ${firstName}!`
            : t`Welcome!`
          : firstName
            ? t`Welcome back, ${firstName}!`
            : t`Welcome back, there!`
      }
      lead={t`Your upcoming experiences, saved favourites and suggestions in one place.`}
    >
      <IndividualOverview />
    </Page>
  );
}
