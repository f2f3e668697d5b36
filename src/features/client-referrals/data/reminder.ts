import type { ReferralRow } from "#db/types.ts";
import { type NudgeKind, REMINDED_STEP } from "#domain/referral-loop.ts";

/** The status a reminder asks the client to move on from (docs/referral-loop.md, "Nudges"). */
const WAITING_IN: Record<NudgeKind, string> = { unanswered: "sent", not_booked: "accepted" };

const isNudgeKind = (reason: string | null): reason is NudgeKind =>
  reason !== null && Object.hasOwn(WAITING_IN, reason);

/**
 * The reminder the client was sent that still asks something of them: the newest `reminded`
 * step whose kind matches where the referral still waits (unanswered while sent, not booked
 * while accepted). Null once they answered or booked, or when none was sent.
 */
export function pendingReminder(
  referral: Pick<ReferralRow, "status" | "timeline">,
): NudgeKind | null {
  const reminded = referral.timeline.filter((s) => s.status === REMINDED_STEP);
  const last = reminded.at(-1)?.reason ?? null;
  return isNudgeKind(last) && WAITING_IN[last] === referral.status ? last : null;
}
