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
export async function removeReferralsOf(ctx: WriteCtx): Promise<void> {
  const id = ctx.user.id;
  const made = await ctx.tx
    .select({ id: referrals.id, clientId: referrals.clientId, code: referrals.inviteCodeId })
    .from(referrals)
    .where(eq(referrals.professionalId, id));
  const codes = made.map((r) => r.code).filter((c): c is string => c !== null);
  if (codes.length > 0) {
    await ctx.tx
      .delete(invitationCodes)
      .where(and(inArray(invitationCodes.id, codes), eq(invitationCodes.uses, 0)));
  }
  await ctx.tx.delete(referrals).where(eq(referrals.professionalId, id));
  for (const r of made) await announce(ctx, "referral", r.id, "delete", [r.clientId]);

  const received = await ctx.tx
    .update(referrals)
    .set({
      clientId: null,
      baseline: null,
      followUp: null,
      shareOutcomes: false,
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(referrals.clientId, id))
    .returning({ id: referrals.id, professionalId: referrals.professionalId });
  await ctx.tx.update(referralEvents).set({ by: null }).where(eq(referralEvents.by, id));
  for (const r of received) await announce(ctx, "referral", r.id, "upsert", [r.professionalId]);
}
