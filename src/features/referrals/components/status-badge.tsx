import { isOpenReferral } from "#domain/referral-lifecycle.ts";
import { useReferralWords } from "./use-referral-words.ts";

const TONE: Record<string, string> = {
  attended: "badge-success",
  completed: "badge-success",
  declined: "badge-warning",
  did_not_attend: "badge-warning",
};

/** A referral's status as a badge: text always says it, colour only helps. */
export function StatusBadge({ status }: { status: string }) {
  const { status: label } = useReferralWords();
  const tone = TONE[status] ?? (isOpenReferral(status) ? "badge-info" : "badge-ghost");
  return (
    <span className={`badge ${tone} badge-soft shrink-0 whitespace-nowrap`}>{label(status)}</span>
  );
}
