import { desc, eq } from "drizzle-orm";
import type { MutationArgs } from "../../src/domain/mutations.ts";
import { referrals } from "../db/schema.ts";
import { ServiceError } from "./errors.ts";
import { EXPERIENCE_SERVICE_MSG, findExperienceRow } from "./experiences-service.ts";
import { type Referral, toReferral } from "./mappers/referral-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

export const REFERRAL_SERVICE_MSG = {
  professionalsOnly: "Only professionals can make referrals",
} as const;

/** A professional refers a client (social prescribing); the referral is theirs alone to see. */
export function createReferral(ctx: WriteCtx, args: MutationArgs<"referral.create">): Referral {
  if (ctx.user.userType !== "professional") {
    throw new ServiceError("forbidden", REFERRAL_SERVICE_MSG.professionalsOnly);
  }
  const existing = ctx.tx.select().from(referrals).where(eq(referrals.id, args.id)).get();
  if (existing) return repeatOrConflict(toReferral(existing), existing.professionalId, ctx);
  if (args.experienceId && !findExperienceRow(ctx.tx, args.experienceId)) {
    throw new ServiceError("not_found", EXPERIENCE_SERVICE_MSG.notFound, {
      errors: { experienceId: EXPERIENCE_SERVICE_MSG.notFound },
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
