import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatDate } from "#domain/dates.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";
import { pendingReminder } from "#domain/referral-loop.ts";
import { AlertIcon } from "#ui/icons.tsx";
import type { ClientReferralItem } from "../data/client-referrals-repo.ts";
import { referralNextStep } from "../data/next-step.ts";
import { useNextStepText } from "./next-step-text.tsx";
import { useProfessionalName } from "./professional-name.ts";
import { REMINDER_LABELS, STATUS_LABELS } from "./referral-labels.ts";

/**
 * One referral in a list: who, when, its status in words, what's next, and a link to it. A
 * reminder the client was sent and has not acted on yet stands out above what's next
 * (docs/referral-loop.md, "Nudges").
 */
export function ReferralSummary({
  item,
  level = 3,
}: {
  item: ClientReferralItem;
  /** Under an h2 (home) the item is an h3; under the profile's h3 card, an h4. */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  const { t, i18n } = useLingui();
  const text = useNextStepText();
  const { referral, bookedDate, held } = item;
  const professional = useProfessionalName(referral);
  const when = formatDate(referral.createdAt, i18n.locale);
  const status = isReferralStatus(referral.status)
    ? i18n._(STATUS_LABELS[referral.status])
    : t`Updated`;
  const count = referral.experienceIds.length;
  const reminder = pendingReminder(referral);
  return (
    <article
      className={`flex flex-col gap-2 rounded-box border p-4 ${
        reminder ? "border-2 border-warning bg-warning/10" : "border-base-300 bg-base-100"
      }`}
      data-reminded={reminder ? "true" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold break-words">{t`From ${professional}`}</Heading>
        <span className="badge badge-outline">{status}</span>
      </div>
      <p className="text-sm text-base-content/80">
        {t`Sent on ${when}`}
        {count > 0
          ? ` · ${plural(count, { one: "# suggested experience", other: "# suggested experiences" })}`
          : null}
      </p>
      {reminder ? (
        <p className="flex items-start gap-2 font-semibold" data-testid="referral-reminder">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          {i18n._(REMINDER_LABELS[reminder])}
        </p>
      ) : null}
      <p>{text(referralNextStep(referral, bookedDate, held))}</p>
      <Link
        to="/referral/$id"
        params={{ id: referral.id }}
        className="btn btn-primary btn-sm min-h-11 self-start"
      >
        {t`Open referral`}
        <span className="sr-only">: {t`From ${professional}`}</span>
      </Link>
    </article>
  );
}
