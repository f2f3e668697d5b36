import { and, eq, inArray } from "drizzle-orm";
import { invitationCodes, referralEvents, referrals } from "../db/schema.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * Referrals when an account is deleted (docs/decisions/0014-referrals.md), in the deletion's
 * transaction. A professional's referrals go with them (timelines cascade), their clients are
 * told, and codes not yet used stop admitting anyone. A client's referrals stay the
 * professional's record, but without the link, the client's ONS4 answers or their consent;
 * timeline steps they made keep their time and status, no longer who.
 */
export function removeReferralsOf(ctx: WriteCtx): void {
  const id = ctx.user.id;
  const made = ctx.tx
    .select({ id: referrals.id, clientId: referrals.clientId, code: referrals.inviteCodeId })
    .from(referrals)
    .where(eq(referrals.professionalId, id))
    .all();
  const codes = made.map((r) => r.code).filter((c): c is string => c !== null);
  if (codes.length > 0) {
    ctx.tx
      .delete(invitationCodes)
      .where(and(inArray(invitationCodes.id, codes), eq(invitationCodes.uses, 0)))
      .run();
  }
  ctx.tx.delete(referrals).where(eq(referrals.professionalId, id)).run();
  for (const r of made) announce(ctx, "referral", r.id, "delete", [r.clientId]);

  const received = ctx.tx
    .update(referrals)
    .set({
      clientId: null,
      baseline: null,
      followUp: null,
      shareOutcomes: false,
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(referrals.clientId, id))
    .returning({ id: referrals.id, professionalId: referrals.professionalId })
    .all();
  ctx.tx.update(referralEvents).set({ by: null }).where(eq(referralEvents.by, id)).run();
  for (const r of received) announce(ctx, "referral", r.id, "upsert", [r.professionalId]);
}
