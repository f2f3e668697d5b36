import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useFirstVisit } from "#features/auth/index.ts";
import { ProfessionalOverview } from "#features/referrals/screens.ts";
import { useSession } from "#session/use-session.ts";
import { Page } from "#ui/page.tsx";

/**
 * The professional dashboard, shared by the canonical path and its alias: a greeting
 * with 'Dr.' and the first name (or 'Professional'), then figures, recent referrals and partner
 * news computed from this device's rows (never fixed numbers).
 */
export function ProfessionalDashboardScreen() {
  const { t } = useLingui();
  const firstName = useSession().user?.firstName?.trim() || undefined;
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
          <Link to="/professional/referrals/new" className="btn btn-primary min-h-11">
            {t`New referral`}
          </Link>
          <Link to="/professional/referrals" className="btn btn-outline min-h-11">
            {t`All referrals`}
          </Link>
        </>
      }
    >
      <ProfessionalOverview />
    </Page>
  );
}
