import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useFirstVisit, useSession } from "#features/auth/index.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";

/**
 * The individual and professional dashboards (spec §2; the partner's is in
 * partner-dashboard-screen.tsx), shared by the canonical paths and their aliases. This is
 * the frame; the cards and lists arrive with the dashboards issue, so nothing here is invented.
 */

const PRIMARY = "btn btn-primary min-h-11";
const SECONDARY = "btn btn-outline min-h-11";

function useFirstName(): string | undefined {
  const { user } = useSession();
  return user?.firstName?.trim() || undefined;
}

export function IndividualDashboardScreen() {
  const { t } = useLingui();
  const firstName = useFirstName();
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
      actions={
        <>
          <Link to="/experiences" className={PRIMARY}>
            {t`Browse Experiences`}
          </Link>
          <Link to="/profile" className={SECONDARY}>
            {t`My Profile`}
          </Link>
          <Link to="/calendar" className={SECONDARY}>
            {t`My Calendar`}
          </Link>
        </>
      }
    >
      <DashboardPending />
    </Page>
  );
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
