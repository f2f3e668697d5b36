import { and, eq, isNull, or } from "drizzle-orm";
import type { MutationArgs } from "#domain/mutations.ts";
import { canBeReferred, canRefer } from "#domain/permissions.ts";
import { R } from "#domain/reasons.ts";
import { usernameKey } from "#domain/usernames.ts";
import {
  issueReferralInvitationCode,
  retireReferralInvitationCode,
} from "../auth/invitation-codes.ts";
import { type InvitationCodeRow, type ReferralRow, referrals, users } from "../db/schema.ts";
import type { Reader, Tx } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import type { Referral } from "./mappers/referral-mapper.ts";
import { listReferralsWhere, referralAsSeenBy } from "./referral-reads.ts";
import {
  announceReferral,
  bookHeldSuggestion,
  moveReferral,
  recordConsent,
  recordReferralStep,
} from "./referral-steps.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { type Announcer, repeatOrConflict, spendBudget, type WriteCtx } from "./write-context.ts";

/**
 * Social-prescribing referrals (docs/decisions/0014-referrals.md, docs/referral-loop.md).
 * A professional refers; the linked client answers, books, attends and follows up; the
 * professional may close. Only those two ever see the row, each their own view of it.
 */

/** An existing individual named by username (folded as at sign-up) or e-mail (any case). */
async function findIndividual(tx: Tx, name: string | null): Promise<string | null> {
  const wanted = name?.trim();
  if (!wanted) return null;
  const row = await tx
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(or(eq(users.usernameKey, usernameKey(wanted)), eq(users.email, wanted.toLowerCase())))
    .get();
  return row && canBeReferred(row.userType) ? row.id : null;
}

async function checkExperiences(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    if (!(await findExperienceRow(tx, id))) {
      throw new ServiceError(R.experience_not_found, {
        errors: { experienceIds: R.experience_not_found },
      });
    }
  }
}

/**
 * A professional refers a client (403 `referrals_professionals_only` for anyone else). When
 * `clientUsername` names an existing individual the referral is linked to them (they still
 * accept or decline); otherwise it issues a single-use invitation code for a new client, kept on
 * the referral for the professional to hand over. Either way the answer has the same shape.
 */
export async function createReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.create">,
): Promise<Referral> {
  if (!canRefer(ctx.user.userType)) {
    throw new ServiceError(R.referrals_professionals_only);
  }
  const existing = await ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (existing) {
    const row = repeatOrConflict(existing, existing.professionalId, ctx);
    return await referralAsSeenBy(ctx.tx, row, ctx.user.id);
  }
  // A linked referral tells the professional the person exists (decision 0014): each name tried
  // counts against the budget of account lookups, like naming a door helper.
  if (args.clientUsername) await spendBudget(ctx, "accountLookups");
  const experienceIds = args.experienceIds.length
    ? args.experienceIds
    : args.experienceId
      ? [args.experienceId]
      : [];
  await checkExperiences(ctx.tx, experienceIds);
  const clientId = await findIndividual(ctx.tx, args.clientUsername);
  // Each invitation code admits a new account: a professional's codes have a budget too.
  if (!clientId) await spendBudget(ctx, "referralCodes");
  const madeAt = ctx.madeAt.toISOString();
  await ctx.tx.insert(referrals).values({
    id: args.id,
    professionalId: ctx.user.id,
    clientName: args.clientName,
    clientEmail: args.clientEmail,
    experienceId: experienceIds[0] ?? null,
    experienceIds: JSON.stringify(experienceIds),
    notes: args.notes,
    status: "sent",
    milestone: args.milestone,
    clientId,
    createdAt: madeAt,
    updatedAt: ctx.now.toISOString(),
  });
  if (!clientId) {
    const code = await issueReferralInvitationCode(ctx.tx, ctx.now, args.id);
    await ctx.tx
      .update(referrals)
      .set({ inviteCodeId: code.id, inviteCode: code.code })
      .where(eq(referrals.id, args.id));
  }
  await recordReferralStep(ctx, args.id, {
    status: "sent",
    at: madeAt,
    by: ctx.user.id,
    reason: null,
  });
  const row = await findReferral(ctx.tx, args.id);
  await announceReferral(ctx, row);
  return await referralAsSeenBy(ctx.tx, row, ctx.user.id);
}

async function findReferral(db: Reader, id: string): Promise<ReferralRow> {
  const row = await db.select().from(referrals).where(eq(referrals.id, id)).get();
  if (!row) throw new ServiceError(R.referral_not_found);
  return row;
}

/**
 * The referral, if the caller is its linked client. Anyone else (the professional, another
 * client, a stranger) gets 404 `referral_not_found`: they learn nothing about it.
 */
async function clientsReferral(ctx: WriteCtx, id: string): Promise<ReferralRow> {
  const row = await ctx.tx.select().from(referrals).where(eq(referrals.id, id)).get();
  if (!row || row.clientId === null || row.clientId !== ctx.user.id) {
    throw new ServiceError(R.referral_not_found);
  }
  return row;
}

const reasonRequired = () =>
  new ServiceError(R.referral_reason_required, { errors: { reason: R.referral_reason_required } });

/**
 * The client accepts (with their ONS4 baseline and whether to share outcomes) or declines. An
 * acceptance by a client who already holds a place at a suggested experience goes on to
 * `booked` (and `attended`) in the same transaction (referral-steps.ts `bookHeldSuggestion`).
 */
export async function respondToReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.respond">,
): Promise<Referral> {
  const row = await clientsReferral(ctx, args.id);
  const at = ctx.madeAt.toISOString();
  if (args.decision === "decline") {
    if (!args.reason) throw reasonRequired();
    const updated = await moveReferral(ctx, row, "declined", {
      at,
      by: ctx.user.id,
      reason: args.reason,
    });
    return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
  }
  const accepted = await moveReferral(ctx, row, "accepted", {
    at,
    by: ctx.user.id,
    change: {
      baseline: args.baseline ? JSON.stringify(args.baseline) : null,
      shareOutcomes: args.shareOutcomes,
    },
  });
  await recordConsent(ctx, row.id, {
    userId: ctx.user.id,
    shareOutcomes: args.shareOutcomes,
    at,
  });
  // A place already held at a suggested experience counts as booking it now.
  const updated = await bookHeldSuggestion(ctx, accepted, at);
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}

/** After attending, the client records the follow-up ONS4: the referral is completed. */
export async function followUpReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.followUp">,
): Promise<Referral> {
  const row = await clientsReferral(ctx, args.id);
  const updated = await moveReferral(ctx, row, "completed", {
    at: ctx.madeAt.toISOString(),
    by: ctx.user.id,
    change: { followUp: JSON.stringify(args.followUp) },
  });
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}

/**
 * The client gives or takes back consent to show their ONS4 answers to the professional, at any
 * time. Not a step of the life cycle; the professional's next pull shows or hides the answers.
 */
export async function consentReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.consent">,
): Promise<Referral> {
  const row = await clientsReferral(ctx, args.id);
  const updated = await ctx.tx
    .update(referrals)
    .set({ shareOutcomes: args.shareOutcomes, updatedAt: ctx.now.toISOString() })
    .where(eq(referrals.id, row.id))
    .returning()
    .get();
  if (!updated) throw new ServiceError(R.referral_not_found);
  if (row.shareOutcomes !== args.shareOutcomes) {
    await recordConsent(ctx, row.id, {
      userId: ctx.user.id,
      shareOutcomes: args.shareOutcomes,
      at: ctx.madeAt.toISOString(),
    });
  }
  await announceReferral(ctx, updated);
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}

/**
 * The referring professional closes an open referral, with a reason. Another professional (or
 * a stranger) gets 404; the referral's own client gets 403 `referrals_professionals_only`.
 */
export async function closeReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.close">,
): Promise<Referral> {
  const row = await ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (row && row.clientId === ctx.user.id) {
    throw new ServiceError(R.referrals_professionals_only);
  }
  if (!row || row.professionalId !== ctx.user.id) throw new ServiceError(R.referral_not_found);
  if (!args.reason) throw reasonRequired();
  const updated = await moveReferral(ctx, row, "closed", {
    at: ctx.madeAt.toISOString(),
    by: ctx.user.id,
    reason: args.reason,
  });
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}

/**
 * Sign-up with a referral's invitation code (auth-service.ts, in the sign-up transaction): the
 * new account becomes the referral's client, and the code's text is cleared (it is spent; only
 * its hash stays). Announced to both. A code no referral issued changes nothing here, and
 * neither does one whose referral no longer waits for its client (closed: its notes are not
 * for an account made afterwards; `checkInvitationCode` already refuses such a code).
 */
export async function linkReferralOfCode(
  ctx: Announcer,
  code: Pick<InvitationCodeRow, "id">,
  userId: string,
): Promise<void> {
  const rows = await ctx.tx
    .update(referrals)
    .set({ clientId: userId, inviteCode: null, updatedAt: ctx.now.toISOString() })
    .where(
      and(
        eq(referrals.inviteCodeId, code.id),
        isNull(referrals.clientId),
        eq(referrals.status, "sent"),
      ),
    )
    .returning({
      id: referrals.id,
      professionalId: referrals.professionalId,
      clientId: referrals.clientId,
    });
  for (const row of rows) await announceReferral(ctx, row);
}

/** A professional's referrals, newest first, as they see them. */
export async function listReferrals(
  db: Reader,
  professionalId: string,
  viewer: Viewer,
): Promise<Referral[]> {
  assertViewerIs(viewer, professionalId);
  return await listReferralsWhere(db, "professionalId", professionalId);
}

/** The referrals a client received, newest first, as they see them (never an invite code). */
export async function listClientReferrals(
  db: Reader,
  clientId: string,
  viewer: Viewer,
): Promise<Referral[]> {
  assertViewerIs(viewer, clientId);
  return await listReferralsWhere(db, "clientId", clientId);
}

/**
 * The professional has read the referral's summaries (docs/referral-loop.md): it leaves "Needs
 * your attention" until the next one. Another professional's referral is answered as absent.
 */
export async function reviewReferral(
  ctx: WriteCtx,
  args: MutationArgs<"referral.review">,
): Promise<Referral> {
  const row = await ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (!row || row.professionalId !== ctx.user.id) throw new ServiceError(R.referral_not_found);
  const updated = await ctx.tx
    .update(referrals)
    .set({ reviewedAt: ctx.madeAt.toISOString(), updatedAt: ctx.now.toISOString() })
    .where(eq(referrals.id, row.id))
    .returning()
    .get();
  if (!updated) throw new ServiceError(R.referral_not_found);
  await announceReferral(ctx, updated);
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}

/**
 * A new invitation code for a referral still waiting for its new client (sent, not linked): the
 * old code stops working at once and the new one runs REFERRAL_CODE_DAYS from now. It counts
 * against the professional's budget of codes like a new referral's. Only the referring
 * professional; anything else about the referral is unchanged.
 */
export async function renewReferralCode(
  ctx: WriteCtx,
  args: MutationArgs<"referral.renewCode">,
): Promise<Referral> {
  const row = await ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (!row || row.professionalId !== ctx.user.id) throw new ServiceError(R.referral_not_found);
  if (row.status !== "sent" || row.clientId !== null) {
    throw new ServiceError(R.referral_transition_invalid);
  }
  await spendBudget(ctx, "referralCodes");
  if (row.inviteCodeId) await retireReferralInvitationCode(ctx.tx, ctx.now, row.inviteCodeId);
  const code = await issueReferralInvitationCode(ctx.tx, ctx.now, row.id);
  const updated = await ctx.tx
    .update(referrals)
    .set({ inviteCodeId: code.id, inviteCode: code.code, updatedAt: ctx.now.toISOString() })
    .where(eq(referrals.id, row.id))
    .returning()
    .get();
  if (!updated) throw new ServiceError(R.referral_not_found);
  await announceReferral(ctx, updated);
  return await referralAsSeenBy(ctx.tx, updated, ctx.user.id);
}
