import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatDate } from "#domain/dates.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";
import { useSession } from "#session/use-session.ts";
import { CardSection } from "#ui/card-section.tsx";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";
import type { ClientReferralView } from "../data/client-referrals-repo.ts";
import { useClientReferral } from "../hooks/use-client-referrals.ts";
import { ConsentToggle } from "./consent-toggle.tsx";
import { Ons4ChangeView } from "./ons4-change-view.tsx";
import { useProfessionalName } from "./professional-name.ts";
import { STATUS_LABELS } from "./referral-labels.ts";
import { ReferralNextStep } from "./referral-next-step.tsx";
import { ReferralTimeline } from "./referral-timeline.tsx";
import { SuggestedExperiences } from "./suggested-experiences.tsx";

/** /referral/$id: one of the client's referrals, from this device (works offline). */
export function ReferralScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const view = useClientReferral(id);
  if (view === undefined) {
    return (
      <Page title={t`Referral`}>
        <p aria-busy="true" className="text-base-content/80">{t`Loading the referral…`}</p>
      </Page>
    );
  }
  if (view === null) {
    return (
      <Page title={t`Referral`}>
        <EmptyState
          title={t`Referral not found`}
          action={
            <Link to="/profile" className="btn btn-primary min-h-11">
              {t`See your referrals`}
            </Link>
          }
        >
          {t`It is not on this device, or it was made for another account. If it was just sent to you, it appears once your device syncs.`}
        </EmptyState>
      </Page>
    );
  }
  return <ReferralDetail view={view} />;
}

function ReferralDetail({ view }: { view: ClientReferralView }) {
  const { t, i18n } = useLingui();
  const userId = useSession().user?.id ?? "";
  const { referral } = view;
  const professional = useProfessionalName(referral);
  const when = formatDate(referral.createdAt, i18n.locale);
  const status = isReferralStatus(referral.status)
    ? i18n._(STATUS_LABELS[referral.status])
    : t`Updated`;
  const answered = referral.status !== "sent" && referral.status !== "declined";
  return (
    <Page
      title={t`Referral`}
      heading={t`Referral from ${professional}`}
      lead={t`Sent on ${when}. Status: ${status}.`}
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <ReferralNextStep view={view} professional={professional} />
        {referral.notes ? (
          <CardSection id="referral-note" title={t`Their note`}>
            <blockquote className="border-s-4 border-base-300 ps-3 break-words whitespace-pre-line">
              {referral.notes}
            </blockquote>
          </CardSection>
        ) : null}
        <CardSection id="referral-suggested" title={t`Suggested experiences`}>
          <SuggestedExperiences suggested={view.suggested} />
        </CardSection>
        {referral.baseline ? (
          <CardSection id="referral-answers" title={t`Your answers`}>
            <Ons4ChangeView baseline={referral.baseline} followUp={referral.followUp} />
          </CardSection>
        ) : null}
        {answered ? (
          <CardSection id="referral-sharing" title={t`What you share`}>
            <ConsentToggle
              id={referral.id}
              professional={professional}
              shareOutcomes={referral.shareOutcomes}
            />
          </CardSection>
        ) : null}
        <CardSection id="referral-timeline" title={t`Timeline`}>
          <ReferralTimeline referral={referral} userId={userId} professional={professional} />
        </CardSection>
      </div>
    </Page>
  );
}
