import { and, eq, sql } from "drizzle-orm";
import { FEEDBACK_INTERACTION } from "#domain/feedback-schemas.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { canRate } from "#domain/permissions.ts";
import { R } from "#domain/reasons.ts";
import { experiences, userExperiences, userInteractions } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { partnersHelpedBy } from "./door-staff.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type Interaction, toInteraction } from "./mappers/interaction-mapper.ts";
import { announce, type Reader, type WriteCtx } from "./write-context.ts";

/**
 * "How was it?" (decision 0012): a rating and words after a visit, a user_interactions row
 * with interactionType 'feedback'. Only for a registration the door checked in (status
 * attended). The experience's rating_sum / rating_count change in the same transaction, so the
 * public average (and the partner's Satisfaction, computed from it) can never disagree with the
 * ratings; the row itself is private to its author. The experience's door staff (its creator and
 * their door helpers) may not rate it (docs/privacy.md, "Ratings").
 */

/** Refuses unless the caller's registration for the experience is `attended`. */
export async function assertAttended(
  db: Reader,
  userId: string,
  experienceId: string,
): Promise<void> {
  const registration = await db
    .select({ status: userExperiences.status })
    .from(userExperiences)
    .where(and(eq(userExperiences.userId, userId), eq(userExperiences.experienceId, experienceId)))
    .get();
  if (registration?.status !== "attended") throw new ServiceError(R.feedback_not_attended);
}

async function findFeedback(db: Reader, userId: string, experienceId: string) {
  return await db
    .select()
    .from(userInteractions)
    .where(
      and(
        eq(userInteractions.userId, userId),
        eq(userInteractions.experienceId, experienceId),
        eq(userInteractions.interactionType, FEEDBACK_INTERACTION),
      ),
    )
    .get();
}

/** Adds to the experience's running sum and count and announces it to everyone. */
async function addToRating(
  ctx: WriteCtx,
  experienceId: string,
  sumDelta: number,
  countDelta: number,
): Promise<void> {
  if (sumDelta === 0 && countDelta === 0) return;
  await ctx.tx
    .update(experiences)
    .set({
      ratingSum: sql`${experiences.ratingSum} + ${sumDelta}`,
      ratingCount: sql`${experiences.ratingCount} + ${countDelta}`,
    })
    .where(eq(experiences.id, experienceId));
  await announce(ctx, "experience", experienceId, "upsert", ["public"]);
}

/**
 * Records or replaces the caller's feedback. One row per (user, experience): a second submit,
 * from any device and with any id, updates the first row and moves the sum by the difference.
 * A device whose id lost is told to drop its copy (as favourites do). Replays of the same
 * mutation never get here twice: the runner answers them from applied_mutations.
 */
export async function submitFeedback(
  ctx: WriteCtx,
  args: MutationArgs<"feedback.submit">,
): Promise<Interaction> {
  const userId = ctx.user.id;
  const experience = await findExperienceRow(ctx.tx, args.experienceId);
  if (!experience) throw new ServiceError(R.experience_not_found);
  await assertAttended(ctx.tx, userId, args.experienceId);
  const helpsAtDoorOf = await partnersHelpedBy(ctx.tx, userId);
  if (!canRate({ userId, attended: true, creatorId: experience.createdBy, helpsAtDoorOf })) {
    throw new ServiceError(R.feedback_own_listing);
  }
  const existing = await findFeedback(ctx.tx, userId, args.experienceId);
  if (existing) {
    const row = await ctx.tx
      .update(userInteractions)
      .set({
        rating: args.rating,
        feedback: args.feedback,
        updatedAt: ctx.madeAt.toISOString(),
      })
      .where(eq(userInteractions.id, existing.id))
      .returning()
      .get();
    await addToRating(
      ctx,
      args.experienceId,
      args.rating - (existing.rating ?? 0),
      existing.rating ? 0 : 1,
    );
    if (existing.id !== args.id) await announce(ctx, "interaction", args.id, "delete", [userId]);
    await announce(ctx, "interaction", row.id, "upsert", [userId]);
    return toInteraction(row);
  }
  const sameId = await ctx.tx
    .select({ id: userInteractions.id })
    .from(userInteractions)
    .where(eq(userInteractions.id, args.id))
    .get();
  if (sameId) throw new ServiceError(R.id_in_use);
  const row = await ctx.tx
    .insert(userInteractions)
    .values({
      id: args.id,
      userId,
      experienceId: args.experienceId,
      interactionType: FEEDBACK_INTERACTION,
      rating: args.rating,
      feedback: args.feedback,
      createdAt: ctx.madeAt.toISOString(),
      updatedAt: null,
    })
    .returning()
    .get();
  await addToRating(ctx, args.experienceId, args.rating, 1);
  await announce(ctx, "interaction", row.id, "upsert", [userId]);
  return toInteraction(row);
}
