import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDateTime } from "#domain/dates.ts";
import { useLoopWords } from "../use-loop-words.ts";
import { useReferralWords } from "../use-referral-words.ts";

/**
 * Every step of a referral: status, when, who, and the reason where one was given. The steps
 * that close the loop (a summary, a reminder: docs/referral-loop.md) say their reason in words.
 */
export function ReferralTimeline({ referral }: { referral: ReferralRow }) {
  const { t, i18n } = useLingui();
  const { status } = useReferralWords();
  const { loopStep } = useLoopWords();
  const who = (by: string | null, loop: boolean) =>
    by === null
      ? loop
        ? t`CultureWell`
        : t`CultureWell (from the booking or the door)`
      : by === referral.professionalId
        ? t`You`
        : by === referral.clientId
          ? referral.clientName
          : t`Client`;
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-base-300 pl-4">
      {referral.timeline.map((step) => {
        const loop = loopStep(step);
        return (
          <li key={`${step.status}-${step.at}-${step.reason}`}>
            <p className="font-medium">{loop ?? status(step.status)}</p>
            <p className="text-sm text-base-content/80">
              <time dateTime={step.at}>{formatDateTime(step.at, i18n.locale)}</time> ·{" "}
              {who(step.by, loop !== null)}
            </p>
            {step.reason && loop === null ? (
              <p className="text-sm">{t`Reason: ${step.reason}`}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
