import { useLingui } from "@lingui/react/macro";
import { CardSection } from "#ui/card-section.tsx";
import { useClientReferrals } from "../hooks/use-client-referrals.ts";
import { ReferralSummary } from "./referral-summary.tsx";

/**
 * The profile's "Your referrals": every referral linked to the user, newest first, with a
 * loading line and an empty state that says how referrals arrive.
 */
export function ReferralsSection() {
  const { t } = useLingui();
  const items = useClientReferrals();
  return (
    <CardSection
      id="my-referrals-title"
      level={3}
      title={t`Your referrals`}
      description={t`Experiences a health or social care professional suggested for you. Only you and they see them.`}
      data-testid="my-referrals"
    >
      {items === undefined ? (
        <p aria-busy="true" className="text-base-content/80">{t`Loading your referrals…`}</p>
      ) : items.length === 0 ? (
        <p className="text-base-content/80">
          {t`No referrals yet. When a professional refers you, the referral shows here.`}
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.referral.id}>
              <ReferralSummary item={item} level={4} />
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
