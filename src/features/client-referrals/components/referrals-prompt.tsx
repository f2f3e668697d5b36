import { useLingui } from "@lingui/react/macro";
import { CardSection } from "#ui/card-section.tsx";
import type { ClientReferralItem } from "../data/client-referrals-repo.ts";
import { ReferralSummary } from "./referral-summary.tsx";

/**
 * Home's reminder (docs/referral-loop.md): the referrals waiting for the client's answer or next
 * step (the rule is `needsClientAction`). Nothing when there are none: no empty box on home.
 * Home reads them (`useReferralsNeedingAction`) before it draws what follows, so the prompt
 * never pushes the page down once it is on screen.
 */
export function ReferralsPrompt({ items }: { items: readonly ClientReferralItem[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <CardSection
      id="referrals-prompt-title"
      title={t`Your referrals`}
      description={t`A professional suggested experiences that may help you. Here is what's next.`}
      tone="primary"
      className="my-6"
      data-testid="referrals-prompt"
    >
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.referral.id}>
            <ReferralSummary item={item} />
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
