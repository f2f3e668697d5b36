import { and, asc, eq, inArray } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import {
  canReferralTransition,
  heldSuggestion,
  isOpenReferral,
  type ReferralStatus,
} from "#domain/referral-lifecycle.ts";
import {
  hasSummary,
  type REMINDED_STEP,
  reachedMilestone,
  SUMMARY_STEP,
} from "#domain/referral-loop.ts";
import { retireReferralInvitationCode } from "../auth/invitation-codes.ts";
import {
  type ReferralRow,
  referralConsents,
  referralEvents,
  referrals,
  userExperiences,
} from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { parseStringList } from "./mappers/json-list.ts";
import { type Announcer, announce } from "./write-context.ts";

/**
 * A referral change reaches exactly its two people: the referring professional and the linked
 * client (none yet while a new client has not signed up). Pull loaders re-check from the row.
 */
export async function announceReferral(
  ctx: Announcer,
  row: Pick<ReferralRow, "id" | "professionalId" | "clientId">,
): Promise<void> {
  await announce(ctx, "referral", row.id, "upsert", [row.professionalId, row.clientId]);
}

/** One timeline step, in the caller's transaction (its id orders the timeline). */
export async function recordReferralStep(
  ctx: Announcer,
  referralId: string,
  step: {
    status: ReferralStatus | typeof SUMMARY_STEP | typeof REMINDED_STEP;
    at: string;
    by: string | null;
    reason: string | null;
  },
): Promise<void> {
  await ctx.tx.insert(referralEvents).values({ referralId, ...step });
}

/** The client gave or took back consent to share outcomes: one more row of its history. */
export async function recordConsent(
  ctx: Announcer,
  referralId: string,
  consent: { userId: string; shareOutcomes: boolean; at: string },
): Promise<void> {
  await ctx.tx.insert(referralConsents).values({ referralId, ...consent });
}

export interface StepOptions {
  /** When the change happened: the person's device time, the door time, or the server's. */
  at: string;
  /** The acting user, or null for the system (booking, door, no-show job). */
  by: string | null;
  reason?: string | null;
  /** Other columns written with the status (an ONS4 answer, the booked experience). */
  change?: Partial<Omit<ReferralRow, "id" | "status">>;
}

/**
 * Moves a referral along its life cycle (src/domain/referral-lifecycle.ts) with its timeline
 * step, in the caller's transaction, and announces it; a change the life cycle does not allow
 * from where the referral is now is refused (409 `referral_transition_invalid`), so two devices
 * racing (a client accepting while the professional closes) end in one agreed state. A referral
 * that ends (closed, declined, completed) retires its unused invitation code and stops showing
 * its text (docs/decisions/0014-referrals.md).
 */
export async function moveReferral(
  ctx: Announcer,
  row: ReferralRow,
  to: ReferralStatus,
  options: StepOptions,
): Promise<ReferralRow> {
  if (!canReferralTransition(row.status, to)) {
    throw new ServiceError(R.referral_transition_invalid);
  }
  const ends = !isOpenReferral(to) && row.inviteCodeId !== null;
  const updated = await ctx.tx
    .update(referrals)
    .set({
      ...options.change,
      ...(ends ? { inviteCode: null } : {}),
      status: to,
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(referrals.id, row.id))
    .returning()
    .get();
  if (!updated) throw new ServiceError(R.referral_not_found);
  if (ends && row.inviteCodeId) {
    await retireReferralInvitationCode(ctx.tx, ctx.now, row.inviteCodeId);
  }
  await recordReferralStep(ctx, row.id, {
    status: to,
    at: options.at,
    by: options.by,
    reason: options.reason ?? null,
  });
  await noteSummary(ctx, updated, options.at);
  await announceReferral(ctx, updated);
  return updated;
}

/**
 * The message back to the referrer (docs/referral-loop.md): when a referral ends, or reaches the
 * milestone its professional chose, a `summary` step marks the moment; the professional's app
 * shows the summary (sessions, ONS4 before → after when shared) and lists the referral under
 * "Needs your attention" until they have read it. Once per reason.
 */
async function noteSummary(ctx: Announcer, row: ReferralRow, at: string): Promise<void> {
  const timeline = await ctx.tx
    .select({ status: referralEvents.status, at: referralEvents.at, reason: referralEvents.reason })
    .from(referralEvents)
    .where(eq(referralEvents.referralId, row.id))
    .orderBy(asc(referralEvents.id));
  const reason = !isOpenReferral(row.status)
    ? "ended"
    : row.milestone && reachedMilestone(row.milestone, timeline)
      ? row.milestone
      : null;
  if (!reason || hasSummary(timeline, reason)) return;
  await recordReferralStep(ctx, row.id, { status: SUMMARY_STEP, at, by: null, reason });
}

/** The experiences a referral suggests, in the professional's order (older rows: the one). */
export function suggestedExperiences(
  row: Pick<ReferralRow, "experienceIds" | "experienceId">,
): string[] {
  const listed = parseStringList(row.experienceIds);
  return listed.length ? listed : row.experienceId ? [row.experienceId] : [];
}

/**
 * The client now holds a place (`registered`: registering, or promoted from the waiting list; a
 * waiting-list entry books nothing). Each of their referrals waiting for a booking (accepted,
 * did_not_attend and trying again, or attended and going on) becomes `booked` for that experience, when it is one the
 * referral suggests; a referral that suggests none left the choice to the client, so any place
 * books it (docs/privacy.md, "What a referrer sees"). In the registration's own transaction.
 */
export async function bookReferrals(
  ctx: Announcer,
  registration: { userId: string; experienceId: string },
  at: string,
): Promise<void> {
  const open = await ctx.tx
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.clientId, registration.userId),
        inArray(referrals.status, ["accepted", "did_not_attend", "attended"]),
      ),
    );
  for (const row of open) {
    const suggested = suggestedExperiences(row);
    if (suggested.length > 0 && !suggested.includes(registration.experienceId)) continue;
    await moveReferral(ctx, row, "booked", {
      at,
      by: null,
      change: { bookedExperienceId: registration.experienceId },
    });
  }
}

/**
 * The client has just accepted `row`. If they already hold a place at one of its suggested
 * experiences (registered, or attended), the referral moves on at once as if they had booked it
 * now: `booked` for that experience, then `attended` when the door already checked them in.
 * Without this, `bookReferrals` (which runs only on a new registration) would never fire and
 * the referral would wait for a booking forever. In the accept's transaction; both steps are
 * the system's (`by: null`) at the accept's time, so the timeline stays in the order it
 * happened to the referral. Answers the row as it is now.
 */
export async function bookHeldSuggestion(
  ctx: Announcer,
  row: ReferralRow,
  at: string,
): Promise<ReferralRow> {
  if (!row.clientId) return row;
  const suggested = suggestedExperiences(row);
  if (suggested.length === 0) return row;
  const registrations = await ctx.tx
    .select({ experienceId: userExperiences.experienceId, status: userExperiences.status })
    .from(userExperiences)
    .where(
      and(
        eq(userExperiences.userId, row.clientId),
        inArray(userExperiences.experienceId, suggested),
        inArray(userExperiences.status, ["registered", "attended"]),
      ),
    );
  const held = heldSuggestion(suggested, registrations);
  if (!held) return row;
  const booked = await moveReferral(ctx, row, "booked", {
    at,
    by: null,
    change: { bookedExperienceId: held.experienceId },
  });
  return held.status === "attended"
    ? await moveReferral(ctx, booked, "attended", { at, by: null })
    : booked;
}

/**
 * The booked experience's registration became `attended` (door check-in) or `no_show` (the
 * no-show job): the referrals booked for it follow, in that write's transaction.
 */
export async function settleBookedReferrals(
  ctx: Announcer,
  registration: { userId: string; experienceId: string },
  outcome: "attended" | "did_not_attend",
  at: string,
): Promise<void> {
  const booked = await ctx.tx
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.clientId, registration.userId),
        // A late-synced door scan also turns a did_not_attend (set by the no-show job) round.
        inArray(
          referrals.status,
          outcome === "attended" ? ["booked", "did_not_attend"] : ["booked"],
        ),
        eq(referrals.bookedExperienceId, registration.experienceId),
      ),
    );
  for (const row of booked) await moveReferral(ctx, row, outcome, { at, by: null });
}
