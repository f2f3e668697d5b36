import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDateTime } from "#domain/dates.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";
import { STATUS_LABELS } from "./referral-labels.ts";

/** Every step of the referral, oldest first: what happened, when, who, and a reason if any. */
export function ReferralTimeline({
  referral,
  userId,
  professional,
}: {
  referral: ReferralRow;
  userId: string;
  professional: string;
}) {
  const { t, i18n } = useLingui();
  const who = (by: string | null) =>
    by === null
      ? t`CultureWell`
      : by === userId
        ? t`You`
        : by === referral.professionalId
          ? professional
          : t`Someone else`;
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-base-300 ps-4">
      {referral.timeline.map((step) => (
        <li key={`${step.status}-${step.at}`} className="flex flex-col">
          <span className="font-medium">
            {step.status === "sent"
              ? t`Referred by ${professional}`
              : isReferralStatus(step.status)
                ? i18n._(STATUS_LABELS[step.status])
                : t`Updated`}
          </span>
          <span className="text-sm text-base-content/80">
            {formatDateTime(step.at, i18n.locale)} · {who(step.by)}
          </span>
          {step.reason ? (
            <span className="text-sm break-words">{t`Reason: ${step.reason}`}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
