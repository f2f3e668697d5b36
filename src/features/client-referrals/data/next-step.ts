import type { ReferralRow } from "#db/types.ts";
import { isReferralStatus } from "#domain/referral-lifecycle.ts";

/**
 * What the client does next with a referral (docs/referral-loop.md, "On the devices"):
 *
 *   sent → answer it · accepted → book a suggested experience (or another) · booked → go on the
 *   booked experience's day · attended → tell how you are now (follow-up) · did_not_attend →
 *   book again · declined, completed, closed → nothing left to do.
 *
 * An accepted referral whose client already holds a place at a suggested experience on this
 * device is "held": the server counts that place as the booking (and the attendance) when the
 * answer reaches it (referral-lifecycle.ts `heldSuggestion`), so there is nothing to book.
 *
 * A status this build does not know (a newer server's) reads as "wait": nothing is offered.
 */
/** The status of the client's registration for a suggested experience that holds a place. */
export type HeldPlace = "registered" | "attended";

export type NextStep =
  | { kind: "answer" }
  | { kind: "book" }
  | { kind: "held"; attended: boolean }
  | { kind: "go"; date: string | null }
  | { kind: "follow_up" }
  | { kind: "book_again" }
  | { kind: "done" }
  | { kind: "wait" };

export function referralNextStep(
  referral: Pick<ReferralRow, "status">,
  /** The booked experience's date, when it is on this device. */
  bookedDate: string | null = null,
  /** This device's place at a suggested experience (`heldSuggestion`), if any. */
  held: HeldPlace | null = null,
): NextStep {
  const { status } = referral;
  if (!isReferralStatus(status)) return { kind: "wait" };
  switch (status) {
    case "sent":
      return { kind: "answer" };
    case "accepted":
      return held ? { kind: "held", attended: held === "attended" } : { kind: "book" };
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
 * app (answer, book, book again, follow up). A booked referral only waits for the day itself, a
 * held one for the device to sync, and a finished one for nothing, so none of them is prompted.
 */
export function needsClientAction(
  referral: Pick<ReferralRow, "status">,
  held: HeldPlace | null = null,
): boolean {
  const { kind } = referralNextStep(referral, null, held);
  return kind === "answer" || kind === "book" || kind === "follow_up" || kind === "book_again";
}
