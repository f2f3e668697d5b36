import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReferralRow } from "#db/types.ts";
import {
  type AttentionReason,
  attentionReasons,
  NUDGE_AFTER_DAYS,
  SUMMARY_STEP,
} from "#domain/referral-loop.ts";
import { useNow } from "#ui/use-now.ts";
import { useLoopWords } from "../use-loop-words.ts";

/** The newest summary the professional has not read yet (its reason), if any. */
function unreadSummary(r: ReferralRow): string | null {
  const seen = r.reviewedAt ? Date.parse(r.reviewedAt) : Number.NEGATIVE_INFINITY;
  const unread = r.timeline.filter((s) => s.status === SUMMARY_STEP && Date.parse(s.at) > seen);
  return unread.at(-1)?.reason ?? null;
}

/**
 * "Needs your attention" (docs/referral-loop.md): referrals with a summary not read yet, sent
 * 14 days ago and not answered, or accepted 14 days ago and not booked. Flagged from the dates
 * on this device against the device's clock, so the list is right offline and needs no job.
 */
export function NeedsAttention({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { t } = useLingui();
  const now = useNow();
  const { summary, nudge } = useLoopWords();
  const flagged = referrals
    .map((referral) => ({ referral, reasons: attentionReasons(referral, now) }))
    .filter((f) => f.reasons.length > 0);
  const why = (r: ReferralRow, reason: AttentionReason) =>
    reason === "summary"
      ? summary(unreadSummary(r))
      : nudge(
          reason,
          reason === "unanswered"
            ? r.createdAt
            : (r.timeline.find((s) => s.status === "accepted")?.at ?? r.createdAt),
          now,
        );
  const days = NUDGE_AFTER_DAYS;
  return (
    <section
      aria-labelledby="needs-attention"
      className="mb-10 flex flex-col gap-3"
      data-testid="needs-attention"
    >
      <h2 id="needs-attention" className="text-xl font-semibold">
        {t`Needs your attention`}
      </h2>
      {flagged.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-200/60 p-5 text-base-content/80">
          {t`Nothing needs your attention`}
        </p>
      ) : (
        <>
          <p className="text-base-content/80">
            {plural(flagged.length, {
              one: "# referral waits for you.",
              other: "# referrals wait for you.",
            })}{" "}
            {plural(days, {
              one: "A summary stays here until you mark it read; a referral shows here # day after it was sent without an answer, or accepted without a booking.",
              other:
                "A summary stays here until you mark it read; a referral shows here # days after it was sent without an answer, or accepted without a booking.",
            })}
          </p>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {flagged.map(({ referral: r, reasons }) => {
              const name = r.clientName;
              return (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                  data-testid="attention-item"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium" title={name}>
                      {name}
                    </p>
                    <ul className="text-sm">
                      {reasons.map((reason) => (
                        <li key={reason}>{why(r, reason)}</li>
                      ))}
                    </ul>
                  </div>
                  <Link
                    to="/professional/referrals"
                    search={{ open: r.id }}
                    className="btn btn-outline btn-sm min-h-11"
                  >
                    {t`Open referral`}
                    <span className="sr-only">{` ${t`for ${name}`}`}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
