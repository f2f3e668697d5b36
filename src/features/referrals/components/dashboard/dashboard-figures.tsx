import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";
import { engagementRate } from "#domain/referral-lifecycle.ts";
import { Figure, Figures, NoData } from "#ui/figure.tsx";
import { activeClients, availablePartners, referralsThisMonth } from "../../data/figures.ts";
import type { ProfessionalData } from "../../data/referrals-repo.ts";

/** The dashboard's four figures, every one computed from the rows on this device. */
export function DashboardFigures({ data, now }: { data: ProfessionalData; now: Date }) {
  const { t, i18n } = useLingui();
  const count = (n: number) => formatNumber(n, i18n.locale);
  const engagement = engagementRate(data.referrals);
  return (
    <Figures id="professional-figures">
      <Figure
        label={t`Referrals This Month`}
        value={count(referralsThisMonth(data.referrals, now))}
        testId="figure-month"
      />
      <Figure
        label={t`Active Clients`}
        value={count(activeClients(data.referrals))}
        note={t`Clients with an open referral`}
        testId="figure-clients"
      />
      <Figure
        label={t`Engagement Rate`}
        value={
          engagement ? formatNumber(engagement.rate, i18n.locale, { style: "percent" }) : <NoData />
        }
        note={
          engagement
            ? t`${count(engagement.attended)} of ${count(engagement.passed)} went to their booked experience`
            : t`No referred experience has taken place yet`
        }
        testId="figure-engagement"
      />
      <Figure
        label={t`Available Partners`}
        value={count(availablePartners(data.experiences, now))}
        note={t`Partners with an upcoming listing`}
        testId="figure-partners"
      />
    </Figures>
  );
}
