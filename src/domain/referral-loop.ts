import type { Ons4 } from "./ons4.ts";
import { averageOns4Changes, type Ons4ItemChange } from "./ons4-change.ts";

/**
 * Closing the loop of a referral (docs/referral-loop.md): the professional hears back when it
 * ends or reaches a milestone they chose, an unanswered or unbooked referral is flagged and the
 * client reminded, and outcomes are related to door-verified attendance. Pure rules over a
 * referral's timeline, shared by the server (which records the steps) and the devices (which show
 * them offline).
 */

/** Milestones a professional may ask to hear about, beside the referral's end. */
export const REFERRAL_MILESTONES = ["attended_3", "missed_2"] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

/** Days after which a referral not answered, or accepted and not booked, is followed up. */
export const NUDGE_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Steps the server adds to a referral's timeline that are not states of its life cycle: a
 * summary for the professional (`reason`: "ended" or the milestone reached) and a reminder sent
 * to the client (`reason`: the nudge).
 */
export const SUMMARY_STEP = "summary";
export const REMINDED_STEP = "reminded";

export type NudgeKind = "unanswered" | "not_booked";

interface Step {
  status: string;
  at: string;
  reason: string | null;
}

interface LoopReferral {
  status: string;
  createdAt: string;
  timeline: readonly Step[];
}

/** Sessions as the door saw them: booked, attended (door-verified) and missed, with dates. */
export interface Sessions {
  booked: string[];
  attended: string[];
  missed: string[];
}

export function sessionsOf(timeline: readonly Step[]): Sessions {
  const at = (status: string) => timeline.filter((s) => s.status === status).map((s) => s.at);
  return { booked: at("booked"), attended: at("attended"), missed: at("did_not_attend") };
}

/** Whether the referral's timeline has reached `milestone`. */
export function reachedMilestone(milestone: string | null, timeline: readonly Step[]): boolean {
  if (milestone === "attended_3") return sessionsOf(timeline).attended.length >= 3;
  if (milestone === "missed_2") {
    const outcomes = timeline.filter(
      (s) => s.status === "attended" || s.status === "did_not_attend",
    );
    return outcomes.slice(-2).filter((s) => s.status === "did_not_attend").length === 2;
  }
  return false;
}

/** Whether a summary for `reason` is in the timeline already. */
export function hasSummary(timeline: readonly Step[], reason: string): boolean {
  return timeline.some((s) => s.status === SUMMARY_STEP && s.reason === reason);
}

/** When the referral was accepted, if it was. */
const acceptedAt = (timeline: readonly Step[]) =>
  timeline.find((s) => s.status === "accepted")?.at ?? null;

/**
 * The follow-up due on this referral at `now`: a referral sent `NUDGE_AFTER_DAYS` ago and not
 * answered, or accepted that long ago and never booked. Null when none is due.
 */
export function nudgeDue(referral: LoopReferral, now: Date): NudgeKind | null {
  const since = (iso: string | null) =>
    iso !== null && now.getTime() - Date.parse(iso) >= NUDGE_AFTER_DAYS * DAY_MS;
  if (referral.status === "sent" && since(referral.createdAt)) return "unanswered";
  if (referral.status === "accepted" && since(acceptedAt(referral.timeline))) return "not_booked";
  return null;
}

/** Whether the client was reminded of `kind` already. */
export function wasReminded(timeline: readonly Step[], kind: NudgeKind): boolean {
  return timeline.some((s) => s.status === REMINDED_STEP && s.reason === kind);
}

/** The status a reminder asks the client to move on from (docs/referral-loop.md, "Nudges"). */
const WAITING_IN: Record<NudgeKind, string> = { unanswered: "sent", not_booked: "accepted" };

const isNudgeKind = (reason: string | null): reason is NudgeKind =>
  reason !== null && Object.hasOwn(WAITING_IN, reason);

/**
 * The reminder the client was sent that still asks something of them: the newest `reminded`
 * step whose kind matches where the referral still waits (unanswered while sent, not booked
 * while accepted). Null once they answered or booked, or when none was sent.
 */
export function pendingReminder(referral: {
  status: string;
  timeline: readonly Step[];
}): NudgeKind | null {
  const reminded = referral.timeline.filter((s) => s.status === REMINDED_STEP);
  const last = reminded.at(-1)?.reason ?? null;
  return isNudgeKind(last) && WAITING_IN[last] === referral.status ? last : null;
}

/** Why a referral needs the professional's attention now (empty: it does not). */
export type AttentionReason = "summary" | NudgeKind;

export function attentionReasons(
  referral: LoopReferral & { reviewedAt?: string | null },
  now: Date,
): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const seen = referral.reviewedAt ? Date.parse(referral.reviewedAt) : Number.NEGATIVE_INFINITY;
  const unread = referral.timeline.some(
    (s) => s.status === SUMMARY_STEP && Date.parse(s.at) > seen,
  );
  if (unread) reasons.push("summary");
  const nudge = nudgeDue(referral, now);
  if (nudge) reasons.push(nudge);
  return reasons;
}

/** What the professional reads when a referral ends or reaches a milestone. */
export interface ReferralSummary {
  sessions: Sessions;
  /** ONS4 before → after, item by item; null unless both were recorded and are shared. */
  ons4: Ons4ItemChange[] | null;
}

export function referralSummary(referral: {
  timeline: readonly Step[];
  baseline: Ons4 | null;
  followUp: Ons4 | null;
}): ReferralSummary {
  const averaged = averageOns4Changes([referral]);
  return { sessions: sessionsOf(referral.timeline), ons4: averaged?.changes ?? null };
}

/** Groups of door-verified sessions for dose and response. */
export const DOSE_GROUPS = [
  { key: "0", min: 0, max: 0 },
  { key: "1-2", min: 1, max: 2 },
  { key: "3-5", min: 3, max: 5 },
  { key: "6+", min: 6, max: Number.POSITIVE_INFINITY },
] as const;
export type DoseGroupKey = (typeof DOSE_GROUPS)[number]["key"];

/** No figure about fewer people than this is shown: it could point at a person. */
export const MIN_GROUP_SIZE = 10;

export interface DoseGroup {
  key: DoseGroupKey;
  /** Clients in the group with both answers shared. */
  clients: number;
  /** The average change, item by item; null when fewer than MIN_GROUP_SIZE clients. */
  changes: Ons4ItemChange[] | null;
}

/**
 * ONS4 change by dose: each client with a baseline and a follow-up (shared) counted once, in the
 * group of their door-verified sessions across the professional's referrals to them.
 */
export function doseResponse(
  referrals: readonly {
    clientId: string | null;
    timeline: readonly Step[];
    baseline: Ons4 | null;
    followUp: Ons4 | null;
  }[],
): DoseGroup[] {
  const byClient = new Map<
    string,
    { sessions: number; baseline: Ons4 | null; followUp: Ons4 | null }
  >();
  for (const r of referrals) {
    if (!r.clientId) continue;
    const known = byClient.get(r.clientId);
    const sessions = sessionsOf(r.timeline).attended.length + (known?.sessions ?? 0);
    const answered = r.baseline && r.followUp;
    byClient.set(r.clientId, {
      sessions,
      baseline: answered ? r.baseline : (known?.baseline ?? null),
      followUp: answered ? r.followUp : (known?.followUp ?? null),
    });
  }
  return DOSE_GROUPS.map(({ key, min, max }) => {
    const members = [...byClient.values()].filter(
      (c) => c.sessions >= min && c.sessions <= max && c.baseline && c.followUp,
    );
    const averaged = averageOns4Changes(members);
    return {
      key,
      clients: members.length,
      changes: members.length >= MIN_GROUP_SIZE ? (averaged?.changes ?? null) : null,
    };
  });
}
