import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  NUDGE_AFTER_DAYS,
  type NudgeKind,
  REMINDED_STEP,
  type ReferralMilestone,
  SUMMARY_STEP,
} from "#domain/referral-loop.ts";

const DAY_MS = 86_400_000;

/** Whole days from `iso` to `now` (never negative). */
export const daysSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));

/**
 * The professional's words for the steps that close a referral's loop (docs/referral-loop.md):
 * a summary's reason and a reminder's kind are codes on the wire, never printed as they are.
 */
export function useLoopWords() {
  const { t } = useLingui();
  const days = NUDGE_AFTER_DAYS;
  const summaries: Record<ReferralMilestone | "ended", string> = {
    ended: t`Summary ready: the referral ended`,
    attended_3: t`Summary ready: 3 sessions attended`,
    missed_2: t`Summary ready: 2 sessions missed in a row`,
  };
  const reminders: Record<NudgeKind, string> = {
    unanswered: plural(days, {
      one: "Reminder sent to the client: no answer after # day",
      other: "Reminder sent to the client: no answer after # days",
    }),
    not_booked: plural(days, {
      one: "Reminder sent to the client: not booked # day after accepting",
      other: "Reminder sent to the client: not booked # days after accepting",
    }),
  };
  const pick = <K extends string>(words: Record<K, string>, key: string | null) =>
    key !== null && Object.hasOwn(words, key) ? words[key as K] : null;
  /** A summary step in words ("Summary ready: 3 sessions attended"). */
  const summary = (reason: string | null) => pick(summaries, reason) ?? t`Summary ready`;
  /** A summary or reminder step in words; null for a step of the life cycle. */
  const loopStep = (step: { status: string; reason: string | null }) =>
    step.status === SUMMARY_STEP
      ? summary(step.reason)
      : step.status === REMINDED_STEP
        ? (pick(reminders, step.reason) ?? t`Reminder sent to the client`)
        : null;
  /** Why a referral waits for the client, counted in days from `since` to `now`. */
  const nudge = (kind: NudgeKind, since: string, now: Date) => {
    const n = daysSince(since, now);
    return kind === "unanswered"
      ? plural(n, { one: "Not answered for # day", other: "Not answered for # days" })
      : plural(n, {
          one: "Accepted # day ago, not booked yet",
          other: "Accepted # days ago, not booked yet",
        });
  };
  return { summary, loopStep, nudge };
}
