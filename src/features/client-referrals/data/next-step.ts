import type { ReferralRow } from "#db/types.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";

/**
 * What the client does next with a referral (issue 12, "reminders of what is next"):
 *
 *   sent → answer it · accepted → book a suggested experience (or another) · booked → go on the
 *   booked experience's day · attended → tell how you are now (follow-up) · did_not_attend →
 *   book again · declined, completed, closed → nothing left to do.
 *
 * A status this build does not know (a newer server's) reads as "wait": nothing is offered.
 */
export type NextStep =
  | { kind: "answer" }
  | { kind: "book" }
  | { kind: "go"; date: string | null }
  | { kind: "follow_up" }
  | { kind: "book_again" }
  | { kind: "done" }
  | { kind: "wait" };

export function referralNextStep(
  referral: Pick<ReferralRow, "status">,
  /** The booked experience's date, when it is on this device. */
  bookedDate: string | null = null,
): NextStep {
  const { status } = referral;
  if (!isReferralStatus(status)) return { kind: "wait" };
  switch (status) {
    case "sent":
      return { kind: "answer" };
    case "accepted":
      return { kind: "book" };
    case "booked":
      return { kind: "go", date: bookedDate };
    case "attended":
      return { kind: "follow_up" };
    case "did_not_attend":
      return { kind: "book_again" };
    case "declined":
    case "completed":
    case "closed":
      return { kind: "done" };
  }
}

/**
 * The home prompt's rule: a referral waits for the client when they have something to do in the
 * app (answer, book, book again, follow up). A booked referral only waits for the day itself, and
 * a finished one for nothing, so neither is prompted.
 */
export function needsClientAction(referral: Pick<ReferralRow, "status">): boolean {
  const { kind } = referralNextStep(referral);
  return kind === "answer" || kind === "book" || kind === "follow_up" || kind === "book_again";
}
