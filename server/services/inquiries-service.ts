import { desc, eq } from "drizzle-orm";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { experiences, inquiries } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { findExperienceRow, requireOwnExperience } from "./experiences-service.ts";
import { type Inquiry, toInquiry } from "./mappers/inquiry-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/**
 * "Need More Information" about an experience. The row goes to two audiences: the sender (their
 * own record) and the listing's creator (who answers it); nobody else ever receives it.
 */
export async function createInquiry(
  ctx: WriteCtx,
  args: MutationArgs<"inquiry.create">,
): Promise<Inquiry> {
  const existing = await ctx.tx.select().from(inquiries).where(eq(inquiries.id, args.id)).get();
  if (existing) return repeatOrConflict(toInquiry(existing), existing.userId, ctx);
  const experience = await findExperienceRow(ctx.tx, args.experienceId);
  if (!experience) throw new ServiceError(R.experience_not_found);
  const row = await ctx.tx
    .insert(inquiries)
    .values({
      id: args.id,
      experienceId: args.experienceId,
      userId: ctx.user.id,
      name: args.name,
      email: args.email,
      message: args.message,
      createdAt: ctx.madeAt.toISOString(),
    })
    .returning()
    .get();
  await announce(ctx, "inquiry", row.id, "upsert", [ctx.user.id, experience.createdBy]);
  return toInquiry(row);
}

/** Inquiries about one listing, newest first: only its creator may read them. */
export async function listInquiriesForExperience(
  db: Reader,
  experienceId: string,
  viewer: Viewer,
): Promise<Inquiry[]> {
  await requireOwnExperience(db, experienceId, viewer.id, R.not_creator_inquiries);
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.experienceId, experienceId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.map(toInquiry);
}

/** Inquiries about every listing a partner created, newest first. */
export async function listInquiriesForCreator(
  db: Reader,
  creatorId: string,
  viewer: Viewer,
): Promise<Inquiry[]> {
  assertViewerIs(viewer, creatorId);
  const rows = await db
    .select({ inquiry: inquiries })
    .from(inquiries)
    .innerJoin(experiences, eq(experiences.id, inquiries.experienceId))
    .where(eq(experiences.createdBy, creatorId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.map((r) => toInquiry(r.inquiry));
}
