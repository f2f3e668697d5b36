import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDateTime } from "#domain/dates.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";
import { REMINDED_STEP, SUMMARY_STEP } from "#domain/referral-loop.ts";
import { REMINDER_LABELS, STATUS_LABELS, SUMMARY_SENT } from "./referral-labels.ts";

/**
 * Every step of the referral, oldest first: what happened, when, who, and a reason if any. A
 * summary or a reminder (docs/referral-loop.md) says what it was in words, never its code.
 */
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
  const loopStep = (step: { status: string; reason: string | null }) =>
    step.status === SUMMARY_STEP
      ? i18n._(SUMMARY_SENT)
      : step.status === REMINDED_STEP
        ? step.reason && Object.hasOwn(REMINDER_LABELS, step.reason)
          ? i18n._(REMINDER_LABELS[step.reason as keyof typeof REMINDER_LABELS])
          : t`Reminder`
        : null;
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-base-300 ps-4">
      {referral.timeline.map((step) => {
        const loop = loopStep(step);
        return (
          <li key={`${step.status}-${step.at}-${step.reason}`} className="flex flex-col">
            <span className="font-medium">
              {loop ??
                (step.status === "sent"
                  ? t`Referred by ${professional}`
                  : isReferralStatus(step.status)
                    ? i18n._(STATUS_LABELS[step.status])
                    : t`Updated`)}
            </span>
            <span className="text-sm text-base-content/80">
              {formatDateTime(step.at, i18n.locale)} · {who(step.by)}
            </span>
            {step.reason && loop === null ? (
              <span className="text-sm break-words">{t`Reason: ${step.reason}`}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
