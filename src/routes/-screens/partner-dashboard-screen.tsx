import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useFirstVisit } from "#features/auth/index.ts";
import { PartnerOverview } from "#features/partner/screens.ts";
import { useSession } from "#session/use-session.ts";
import { Page } from "#ui/page.tsx";

/**
 * The cultural partner's dashboard: a greeting with the first name or 'Partner', then
 * figures, listings and inquiries computed from this device's rows (never fixed numbers).
 */
export function PartnerDashboardScreen() {
  const { t } = useLingui();
  const firstName = useSession().user?.firstName?.trim() || undefined;
  const firstVisit = useFirstVisit();
  return (
    <Page
      title={t`Dashboard`}
      heading={
        firstVisit
          ? firstName
            ? t`Welcome, ${firstName}`
            : t`Welcome, Partner`
          : firstName
            ? t`Welcome back, ${firstName}`
            : t`Welcome back, Partner`
      }
      lead={t`Your experiences, bookings and the questions people ask about them.`}
      actions={
        <>
          <Link to="/partner/experiences/new" className="btn btn-primary min-h-11">
            {t`Add Experience`}
          </Link>
          <Link to="/partner/bookings" className="btn btn-outline min-h-11">
            {t`Manage Bookings`}
          </Link>
        </>
      }
    >
      <PartnerOverview />
    </Page>
  );
}
