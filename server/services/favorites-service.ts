import { and, asc, eq } from "drizzle-orm";
import type { Experience } from "#domain/experience.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { experiences, userFavorites } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { type Favorite, toFavorite } from "./mappers/favorite-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, type WriteCtx } from "./write-context.ts";

export const FAVORITE_MSG = { removed: "Removed from favorites" } as const;

async function findMine(db: Reader, userId: string, experienceId: string) {
  return await db
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.experienceId, experienceId)))
    .get();
}

/**
 * Saves an experience. Idempotent by (user, experience): saving it again returns the row that
 * exists. If that row has another id than the one the device made, the device's id is announced
 * as deleted so it drops its optimistic copy and keeps the server's.
 */
export async function addFavorite(
  ctx: WriteCtx,
  args: MutationArgs<"favorite.add">,
): Promise<Favorite> {
  const existing = await findMine(ctx.tx, ctx.user.id, args.experienceId);
  if (existing) {
    if (existing.id !== args.id) {
      await announce(ctx, "favorite", args.id, "delete", [ctx.user.id]);
      await announce(ctx, "favorite", existing.id, "upsert", [ctx.user.id]);
    }
    return toFavorite(existing);
  }
  const sameId = await ctx.tx
    .select()
    .from(userFavorites)
    .where(eq(userFavorites.id, args.id))
    .get();
  if (sameId) throw new ServiceError(R.id_in_use);
  if (!(await findExperienceRow(ctx.tx, args.experienceId))) {
    throw new ServiceError(R.experience_not_found);
  }
  const row = await ctx.tx
    .insert(userFavorites)
    .values({
      id: args.id,
      userId: ctx.user.id,
      experienceId: args.experienceId,
      createdAt: ctx.madeAt.toISOString(),
    })
    .returning()
    .get();
  await announce(ctx, "favorite", row.id, "upsert", [ctx.user.id]);
  return toFavorite(row);
}

/** Un-saves an experience; un-saving one that is not saved is a harmless no-op. */
export async function removeFavorite(
  ctx: WriteCtx,
  args: MutationArgs<"favorite.remove">,
): Promise<{ message: string }> {
  const existing = await findMine(ctx.tx, ctx.user.id, args.experienceId);
  if (existing) {
    await ctx.tx.delete(userFavorites).where(eq(userFavorites.id, existing.id));
    await announce(ctx, "favorite", existing.id, "delete", [ctx.user.id]);
  }
  return { message: FAVORITE_MSG.removed };
}

/** The user's favourites, oldest first, each with its experience (the Favorites tab's cards). */
export async function listFavorites(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<(Favorite & { experience: Experience })[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select({ favorite: userFavorites, experience: experiences })
    .from(userFavorites)
    .innerJoin(experiences, eq(experiences.id, userFavorites.experienceId))
    .where(eq(userFavorites.userId, userId))
    .orderBy(asc(userFavorites.createdAt), asc(userFavorites.id));
  return rows.map((r) => ({ ...toFavorite(r.favorite), experience: toExperience(r.experience) }));
}

/** Ids of the experiences a user saved. */
export async function favoriteExperienceIds(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<string[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select({ id: userFavorites.experienceId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId));
  return rows.map((r) => r.id);
}
