import { and, eq, ne } from "drizzle-orm";
import type { ProfilePatch } from "#domain/profile-schemas.ts";
import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import { users } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { type Profile, toProfile } from "./mappers/profile-mapper.ts";
import { announceNameChange } from "./name-change.ts";
import { toPublicUser } from "./public-user.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, spendBudget, type WriteCtx } from "./write-context.ts";

export async function getProfile(db: Reader, userId: string, viewer: Viewer): Promise<Profile> {
  assertViewerIs(viewer, userId);
  const row = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new ServiceError(R.user_not_found);
  return toProfile(row);
}

/**
 * PATCH of the caller's own profile: only the keys sent change (profilePatchSchema keeps only
 * those). Username, user type and password are not profile fields and cannot change here.
 */
export async function updateProfile(ctx: WriteCtx, patch: ProfilePatch): Promise<PublicUser> {
  const email = patch.email?.toLowerCase();
  // Each change of address is counted before it is looked up: "already used" tells whether an
  // address has an account, so trying addresses one after another must hit a limit (429).
  if (email && email !== ctx.user.email) await spendBudget(ctx, "emailChanges");
  if (
    email &&
    (await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, ctx.user.id)))
      .get())
  ) {
    throw new ServiceError(R.email_taken, {
      errors: { email: R.email_taken },
    });
  }
  const row = await ctx.tx
    .update(users)
    .set({
      ...(patch.firstName !== undefined && { firstName: patch.firstName }),
      ...(patch.lastName !== undefined && { lastName: patch.lastName }),
      ...(patch.email !== undefined && { email: email ?? null }),
      ...(patch.location !== undefined && { location: patch.location }),
      ...(patch.bio !== undefined && { bio: patch.bio }),
      ...(patch.wellbeingGoals && { wellbeingGoals: JSON.stringify(patch.wellbeingGoals) }),
      ...(patch.preferredCategories && {
        preferredCategories: JSON.stringify(patch.preferredCategories),
      }),
      ...(patch.accessibilityNeeds !== undefined && {
        accessibilityNeeds: patch.accessibilityNeeds,
      }),
      ...(patch.remindersEnabled !== undefined && { remindersEnabled: patch.remindersEnabled }),
      ...(patch.defaultReminderLead !== undefined && {
        defaultReminderLead: patch.defaultReminderLead,
      }),
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(users.id, ctx.user.id))
    .returning()
    .get();
  if (!row) throw new ServiceError(R.user_not_found);
  await announce(ctx, "profile", row.id, "upsert", [row.id]);
  if (patch.firstName !== undefined || patch.lastName !== undefined) {
    await announceNameChange(ctx, row.id); // door lists and helper rows show this name
  }
  return toPublicUser(row);
}
