import type { ExperienceRow, RegistrationRow, RejectionRow } from "#db/types.ts";
import { isFree } from "#domain/money.ts";
import {
  canCancel,
  hasEnded,
  placesLeft,
  statusForNewRegistration,
} from "#domain/registration-lifecycle.ts";

/** "Few places left" is said from this many down (and never when there is no limit). */
export const FEW_PLACES = 5;

/** What a person may do to join: the offer the join card makes. */
export interface JoinOffer {
  /** Full: joining puts them on the waiting list (the same rule as the local effect). */
  waitlist: boolean;
  /** Paid at the venue: the app takes no payment. */
  paid: boolean;
  /** Places left when few are (1…FEW_PLACES), else null. */
  fewPlacesLeft: number | null;
  waitlistCount: number;
}

/**
 * The registration panel's state, from the user's registration row, the experience row and the
 * latest refusal of a registration (all read from this device):
 *
 * - `join`: never registered, or cancelled (registering again revives it); `rejection` is the
 *   refusal still worth showing (one newer than the cancellation).
 * - `ended`: the same, but the experience is over: nobody can join any more (the server's rule).
 * - `registered` / `waitlisted`: active; `cancellable` until the start.
 * - `attended` / `no_show`: settled, nothing to do.
 * - `other`: a status a newer server introduced; shown neutrally, never cancelled.
 */
export type RegistrationView =
  | {
      kind: "join";
      offer: JoinOffer;
      cancelled: RegistrationRow | null;
      rejection: RejectionRow | null;
    }
  | { kind: "ended" }
  | { kind: "registered"; registration: RegistrationRow; cancellable: boolean }
  | { kind: "waitlisted"; registration: RegistrationRow; cancellable: boolean }
  | { kind: "attended" | "no_show" | "other"; registration: RegistrationRow };

export function joinOffer(experience: ExperienceRow): JoinOffer {
  const taken = experience.placesTaken ?? 0;
  const left = placesLeft(experience.maxParticipants, taken);
  return {
    waitlist: statusForNewRegistration(experience.maxParticipants, taken) === "waitlisted",
    paid: !isFree(experience.price),
    fewPlacesLeft: left !== null && left > 0 && left <= FEW_PLACES ? left : null,
    waitlistCount: experience.waitlistCount ?? 0,
  };
}

export function registrationView(
  experience: ExperienceRow,
  registration: RegistrationRow | null,
  rejection: RejectionRow | null,
  now: Date,
): RegistrationView {
  const status = registration?.status;
  if (!registration || status === "cancelled") {
    if (hasEnded(experience.date, experience.duration, now)) return { kind: "ended" };
    const cancelledAt = registration?.cancelledAt ?? "";
    const stillNews = rejection && (!registration || rejection.rejectedAt > cancelledAt);
    return {
      kind: "join",
      offer: joinOffer(experience),
      cancelled: registration,
      rejection: stillNews ? rejection : null,
    };
  }
  const cancellable = canCancel(registration.status, experience.date, now);
  if (status === "registered") return { kind: "registered", registration, cancellable };
  if (status === "waitlisted") return { kind: "waitlisted", registration, cancellable };
  if (status === "attended" || status === "no_show") return { kind: status, registration };
  return { kind: "other", registration };
}
