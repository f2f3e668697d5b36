import { db } from "#db/db.ts";
import type { ProfileRow } from "#db/types.ts";
import type { MutationInput } from "#domain/mutations.ts";
import type { PublicUser } from "#domain/user.ts";
import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/** The user's profile: the pulled row, else the signed-in user's snapshot. */

export type ProfilePatchInput = MutationInput<"profile.update">;

/**
 * Saves profile edits (`profile.update`, PATCH semantics: only the keys given change; an empty
 * text clears). Wellbeing goals and categories as arrays. Throws LocalValidationError.
 */
export async function updateProfile(patch: ProfilePatchInput): Promise<void> {
  const { status, user } = useSessionStore.getState();
  if (status !== "signed-in" || !user) throw new NotSignedInError();
  await db.transaction("rw", queueTables("profile.update"), async () => {
    // Before the first pull there is no profile row: start from the signed-in user's data (the
    // server's as of sign-in), so a patch of one field does not blank the others on screen.
    if (!(await db.profile.get(user.id))) await db.profile.put(profileFromUser(user));
    await queueMutation(db, "profile.update", patch, { userId: user.id });
  });
}

export function profileFromUser(user: PublicUser): ProfileRow {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    location: user.location,
    bio: user.bio,
    wellbeingGoals: user.wellbeingGoals,
    preferredCategories: user.preferredCategories,
    accessibilityNeeds: user.accessibilityNeeds,
    updatedAt: user.updatedAt,
  };
}

/**
 * The profile to show: the local row (pulled, or edited offline) when there is one, else the
 * user object from sign-in — a first offline visit to the profile still shows the user.
 */
export async function getProfile(user: PublicUser): Promise<ProfileRow> {
  return (await db.profile.get(user.id)) ?? profileFromUser(user);
}
