import { asc, desc, eq } from "drizzle-orm";
import type { Experience } from "#domain/experience.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { canListExperiences } from "#domain/permissions.ts";
import { R, type ReasonCode } from "#domain/reasons.ts";
import { experiences } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { settlePlaces } from "./registration-places.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/** Active experiences, soonest first (the public catalogue). */
export async function listActiveExperiences(db: Reader): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(experiences)
    .where(eq(experiences.isActive, true))
    .orderBy(asc(experiences.date), asc(experiences.id));
  return rows.map(toExperience);
}

export async function findExperienceRow(db: Reader, id: string) {
  return await db.select().from(experiences).where(eq(experiences.id, id)).get();
}

/** One experience (also an inactive one: links to it keep working); 404 when absent. */
export async function getExperience(db: Reader, id: string): Promise<Experience> {
  const row = await findExperienceRow(db, id);
  if (!row) throw new ServiceError(R.experience_not_found);
  return toExperience(row);
}

/** The experience, when the caller created it: 404 when absent, 403 for anyone else. */
export async function requireOwnExperience(
  db: Reader,
  id: string,
  userId: string,
  forbidden: ReasonCode,
) {
  const row = await findExperienceRow(db, id);
  if (!row) throw new ServiceError(R.experience_not_found);
  if (row.createdBy !== userId) throw new ServiceError(forbidden);
  return row;
}

/** A creator's listings (inactive ones too), soonest first. */
export async function listExperiencesBy(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<Experience[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select()
    .from(experiences)
    .where(eq(experiences.createdBy, userId))
    .orderBy(asc(experiences.date), asc(experiences.id));
  return rows.map(toExperience);
}

/** The newest active listings: what partners see as "recently added" (partner-updates). */
export async function newestExperiences(db: Reader, limit: number): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(experiences)
    .where(eq(experiences.isActive, true))
    .orderBy(desc(experiences.createdAt), desc(experiences.id))
    .limit(limit);
  return rows.map(toExperience);
}

type EditableFields = Omit<MutationArgs<"experience.create">, "id">;

function columnsOf(args: EditableFields) {
  return {
    title: args.title,
    description: args.description,
    category: args.category,
    price: args.price,
    location: args.location,
    venue: args.venue,
    date: args.date,
    imageUrl: args.imageUrl,
    wellbeingBenefit: args.wellbeingBenefit,
    accessibilityFeatures: JSON.stringify(args.accessibilityFeatures),
    duration: args.duration,
    maxParticipants: args.maxParticipants,
    difficultyLevel: args.difficultyLevel,
  };
}

/**
 * Creates a listing owned by the caller (createdBy is never taken from the body). Only cultural
 * partners list experiences (docs/decisions/0009-who-lists-experiences.md). The id may be
 * the client's (offline creation); an id that exists already is a repeat for its creator and a
 * conflict for anyone else — an existing listing is never overwritten through create.
 */
export async function createExperience(
  ctx: WriteCtx,
  args: MutationArgs<"experience.create">,
): Promise<Experience> {
  if (!canListExperiences(ctx.user.userType)) {
    throw new ServiceError(R.experience_create_partners_only);
  }
  const existing = await findExperienceRow(ctx.tx, args.id);
  if (existing) return repeatOrConflict(toExperience(existing), existing.createdBy, ctx);
  const row = await ctx.tx
    .insert(experiences)
    .values({
      id: args.id,
      ...columnsOf(args),
      isActive: true,
      createdBy: ctx.user.id,
      createdAt: ctx.madeAt.toISOString(),
      updatedAt: ctx.now.toISOString(),
    })
    .returning()
    .get();
  await announce(ctx, "experience", row.id, "upsert", ["public"]);
  return toExperience(row);
}

/**
 * Replaces the editable fields of the caller's own listing (PUT). A larger capacity
 * gives the new places to the people waiting, in the same transaction; a smaller one takes no
 * place away from anyone.
 */
export async function updateExperience(
  ctx: WriteCtx,
  args: MutationArgs<"experience.update">,
): Promise<Experience> {
  await requireOwnExperience(ctx.tx, args.id, ctx.user.id, R.not_creator);
  await ctx.tx
    .update(experiences)
    .set({ ...columnsOf(args), updatedAt: ctx.now.toISOString() })
    .where(eq(experiences.id, args.id));
  await announce(ctx, "experience", args.id, "upsert", ["public"]);
  return toExperience(await settlePlaces(ctx, args.id));
}
