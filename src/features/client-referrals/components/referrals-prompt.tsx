import { useLingui } from "@lingui/react/macro";
import type { ClientReferralItem } from "../data/client-referrals-repo.ts";
import { ReferralSummary } from "./referral-summary.tsx";

/**
 * Home's reminder (issue 12): the referrals waiting for the client's answer or next step (the
 * rule is `needsClientAction`). Nothing when there are none: no empty box on home. Home reads
 * them (`useReferralsNeedingAction`) before it draws what follows, so the prompt never pushes
 * the page down once it is on screen.
 */
export function ReferralsPrompt({ items }: { items: readonly ClientReferralItem[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="referrals-prompt-title"
      className="my-6 rounded-box border border-primary/30 bg-primary/8 p-5 sm:p-6"
      data-testid="referrals-prompt"
    >
      <h2 id="referrals-prompt-title" className="text-xl font-semibold">
        {t`Your referrals`}
      </h2>
      <p className="mt-1 text-base-content/80">
        {t`A professional suggested experiences that may help you. Here is what's next.`}
      </p>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.referral.id}>
            <ReferralSummary item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
