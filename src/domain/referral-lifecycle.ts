import { holdsPlace } from "./registration-lifecycle.ts";

/**
 * A social-prescribing referral's life (decision 0014), modelled on FHIR Task:
 *
 *   sent ──┬─▶ accepted ──▶ booked ──┬─▶ attended ──┬─▶ completed   (follow-up ONS4 recorded)
 *          └─▶ declined              │              └─▶ booked (another session)
 *                                    └─▶ did_not_attend ──▶ booked (booked again)
 *                                                       └─▶ attended (a late-synced door scan)
 *   any open state ──▶ closed   (by the professional, with a reason)
 *
 * `booked` follows from the client's registration for an experience the referral suggests (any
 * one when it suggests none), so the timeline counts every session booked, attended and missed,
 * `attended` / `did_not_attend` from the door check-in and the no-show job. Every change is kept
 * in the referral's timeline with its time, who made it and a reason where one is required.
 * Pure rules: the server applies them in its write transaction, devices optimistically.
 */
export const REFERRAL_STATUSES = [
  "sent",
  "accepted",
  "declined",
  "booked",
  "attended",
  "did_not_attend",
  "completed",
  "closed",
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const TRANSITIONS: Record<ReferralStatus, readonly ReferralStatus[]> = {
  sent: ["accepted", "declined", "closed"],
  accepted: ["booked", "closed"],
  declined: [],
  booked: ["attended", "did_not_attend", "closed"],
  attended: ["completed", "booked", "closed"],
  // A door scan made before the end can reach the server after the no-show job: attended.
  did_not_attend: ["booked", "attended", "closed"],
  completed: [],
  closed: [],
};

export function isReferralStatus(value: unknown): value is ReferralStatus {
  return typeof value === "string" && (REFERRAL_STATUSES as readonly string[]).includes(value);
}

export function canReferralTransition(from: string, to: ReferralStatus): boolean {
  return isReferralStatus(from) && TRANSITIONS[from].includes(to);
}

/** Open: the client is still on their way (counts for "Active Clients"). */
export function isOpenReferral(status: string): boolean {
  return isReferralStatus(status) && TRANSITIONS[status].length > 0 && status !== "declined";
}

/**
 * A place the client already holds at one of the suggested experiences when they accept: the
 * referral moves on at once, as if they had booked it then (`booked`, and `attended` when the
 * door already checked them in), because registering again would change nothing and the
 * referral would wait for a booking forever. An attended registration wins over a registered
 * one, then the professional's order. Null: nothing held, the client books next. Used by the
 * server in the accept's transaction and by the client's screen while the accept is unsynced.
 */
export function heldSuggestion<T extends { experienceId: string; status: string }>(
  suggested: readonly string[],
  registrations: readonly T[],
): HeldRegistration<T> | null {
  let registered: HeldRegistration<T> | null = null;
  for (const id of suggested) {
    for (const r of registrations) {
      if (r.experienceId !== id || !holdsAPlace(r)) continue;
      if (r.status === "attended") return r;
      registered ??= r;
    }
  }
  return registered;
}

/** A registration that holds a place (registration-lifecycle.ts `holdsPlace`). */
type HeldRegistration<T> = T & { status: "registered" | "attended" };

function holdsAPlace<T extends { status: string }>(r: T): r is HeldRegistration<T> {
  return holdsPlace(r.status);
}

/** One step of a referral's timeline. `by` is a user id, or null for the system (door, no-show). */
export interface ReferralStep {
  status: ReferralStatus;
  at: string;
  by: string | null;
  reason: string | null;
}

/**
 * Engagement Rate (the professional's dashboard): referrals whose client attended, over the
 * referrals whose booked experience has passed (attended, did not attend, completed, or closed
 * after attending). Null when no referral has reached that point: the dashboard shows "—".
 */
export function engagementRate(
  referrals: readonly { status: string; timeline: readonly { status: string }[] }[],
): { rate: number; attended: number; passed: number } | null {
  let attended = 0;
  let passed = 0;
  for (const r of referrals) {
    const seen = new Set(r.timeline.map((s) => s.status));
    const went = seen.has("attended");
    if (went || seen.has("did_not_attend")) {
      passed += 1;
      if (went) attended += 1;
    }
  }
  return passed === 0 ? null : { rate: attended / passed, attended, passed };
}
