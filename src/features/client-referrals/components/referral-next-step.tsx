import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CardSection } from "#ui/card-section.tsx";
import type { ClientReferralView } from "../data/client-referrals-repo.ts";
import { referralNextStep } from "../data/next-step.ts";
import { AcceptForm } from "./accept-form.tsx";
import { DeclineDialog } from "./decline-dialog.tsx";
import { FollowUpForm } from "./follow-up-form.tsx";
import { useNextStepText } from "./next-step-text.tsx";

/**
 * "What's next" on the referral's page, with the action itself where the client acts here:
 * the answer (accept with the ONS4 baseline, or decline with a reason) and the follow-up, which
 * is offered only once the door checked them in (`attended`).
 */
export function ReferralNextStep({
  view,
  professional,
}: {
  view: ClientReferralView;
  professional: string;
}) {
  const { t } = useLingui();
  const text = useNextStepText();
  const { referral, booked, held } = view;
  const step = referralNextStep(referral, booked?.date ?? null, held?.status ?? null);
  return (
    <CardSection id="referral-next" title={t`What's next`}>
      <p className="text-lg" data-testid="next-step">
        {text(step)}
      </p>
      {step.kind === "answer" ? (
        <>
          <AcceptForm id={referral.id} professional={professional} held={held?.status ?? null} />
          <div className="flex flex-col items-start gap-2 border-t border-base-300 pt-4">
            <p className="text-base-content/80">{t`Not for you? You can say no, with a reason.`}</p>
            <DeclineDialog id={referral.id} />
          </div>
        </>
      ) : null}
      {step.kind === "go" && booked ? (
        <Link
          to="/experience/$id"
          params={{ id: booked.id }}
          className="btn btn-primary min-h-11 self-start"
        >
          {t`See ${booked.title}`}
        </Link>
      ) : null}
      {step.kind === "held" && !step.attended && held?.experience ? (
        <Link
          to="/experience/$id"
          params={{ id: held.experience.id }}
          className="btn btn-primary min-h-11 self-start"
        >
          {t`See ${held.experience.title}`}
        </Link>
      ) : null}
      {step.kind === "follow_up" ? <FollowUpForm id={referral.id} /> : null}
    </CardSection>
  );
}
