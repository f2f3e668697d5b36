import { desc, eq } from "drizzle-orm";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { referrals } from "../db/schema.ts";
import { ServiceError } from "./errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type Referral, toReferral } from "./mappers/referral-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/** A professional refers a client (social prescribing); the referral is theirs alone to see. */
export function createReferral(ctx: WriteCtx, args: MutationArgs<"referral.create">): Referral {
  if (ctx.user.userType !== "professional") {
    throw new ServiceError(R.referrals_professionals_only);
  }
  const existing = ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (existing) return repeatOrConflict(toReferral(existing), existing.professionalId, ctx);
  if (args.experienceId && !findExperienceRow(ctx.tx, args.experienceId)) {
    throw new ServiceError(R.experience_not_found, {
      errors: { experienceId: R.experience_not_found },
    });
  }
  const row = ctx.tx
    .insert(referrals)
    .values({
      id: args.id,
      professionalId: ctx.user.id,
      clientName: args.clientName,
      clientEmail: args.clientEmail,
      experienceId: args.experienceId,
      notes: args.notes,
      status: "pending",
      createdAt: ctx.madeAt.toISOString(),
      updatedAt: ctx.now.toISOString(),
    })
    .returning()
    .get();
  announce(ctx, "referral", row.id, "upsert", [ctx.user.id]);
  return toReferral(row);
}

/** A professional's referrals, newest first. */
export function listReferrals(db: Reader, professionalId: string, viewer: Viewer): Referral[] {
  assertViewerIs(viewer, professionalId);
  return db
    .select()
    .from(referrals)
    .where(eq(referrals.professionalId, professionalId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .all()
    .map(toReferral);
}
