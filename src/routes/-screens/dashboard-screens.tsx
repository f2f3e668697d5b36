import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useFirstVisit, useSession } from "#features/auth/index.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";

/**
 * The professional dashboard (spec §2; the individual's is in individual-dashboard-screen.tsx,
 * the partner's in partner-dashboard-screen.tsx), shared by the canonical path and its alias.
 * This is the frame; the cards and lists arrive with the dashboards issue, so nothing here is
 * invented.
 */

const PRIMARY = "btn btn-primary min-h-11";
const SECONDARY = "btn btn-outline min-h-11";

function useFirstName(): string | undefined {
  const { user } = useSession();
  return user?.firstName?.trim() || undefined;
}

export function ProfessionalDashboardScreen() {
  const { t } = useLingui();
  const firstName = useFirstName();
  const firstVisit = useFirstVisit();
  return (
    <Page
      title={t`Dashboard`}
      heading={
        firstVisit
          ? firstName
            ? t`Welcome, Dr. ${firstName}`
            : t`Welcome, Professional`
          : firstName
            ? t`Welcome back, Dr. ${firstName}`
            : t`Welcome back, Professional`
      }
      lead={t`Find cultural experiences to recommend and follow your referrals.`}
      actions={
        <>
          <Link to="/experiences" className={PRIMARY}>
            {t`Find Experiences`}
          </Link>
          <Link to="/contact" className={SECONDARY}>
            {t`Contact Support`}
          </Link>
        </>
      }
    >
      <DashboardPending />
    </Page>
  );
}

function DashboardPending() {
  const { t } = useLingui();
  return (
    <div className="pb-8">
      <EmptyState title={t`Your overview is on its way`}>
        {t`This part of CultureWell is still being built. Please check back soon.`}
      </EmptyState>
    </div>
  );
}
