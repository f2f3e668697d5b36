import type { ProfileRow } from "#db/types.ts";
import { LIST_CATEGORIES, WELLBEING_GOALS } from "#domain/constants.ts";
import type { ProfilePatch } from "#domain/profile-schemas.ts";

/** What the edit form holds: plain strings and arrays, filled from the profile. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  bio: string;
  wellbeingGoals: string[];
  preferredCategories: string[];
  accessibilityNeeds: string;
}

export type ProfileField = keyof ProfileFormValues;

export const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "location",
  "bio",
  "accessibilityNeeds",
] as const satisfies readonly ProfileField[];

/** Form order: on submit, focus goes to the first field in error. */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "location",
  "bio",
  "wellbeingGoals",
  "preferredCategories",
  "accessibilityNeeds",
] as const satisfies readonly ProfileField[];

/**
 * The form's starting values. Lists keep only the options the form shows, in its order: a
 * value nobody can see or uncheck must not block a save (a save then drops it).
 */
export function formValuesFrom(profile: ProfileRow): ProfileFormValues {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email ?? "",
    location: profile.location ?? "",
    bio: profile.bio ?? "",
    wellbeingGoals: inOptionOrder(GOAL_OPTIONS, profile.wellbeingGoals ?? []),
    preferredCategories: inOptionOrder(CATEGORY_OPTIONS, profile.preferredCategories ?? []),
    accessibilityNeeds: profile.accessibilityNeeds ?? "",
  };
}

/** Checked options in the order the list shows them, so a save does not reshuffle them. */
export function inOptionOrder(options: readonly string[], picked: readonly string[]): string[] {
  return options.filter((option) => picked.includes(option));
}

export const GOAL_OPTIONS: readonly string[] = WELLBEING_GOALS;
export const CATEGORY_OPTIONS: readonly string[] = LIST_CATEGORIES;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The validated patch minus the keys that equal what the profile already holds (PATCH sends
 * only what changed, so an edit here never overwrites a field changed on another device).
 */
export function changedOnly(patch: ProfilePatch, profile: ProfileRow): ProfilePatch {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    if (!(key in patch)) continue;
    const next = patch[key] ?? null;
    if (next !== (profile[key]?.trim() || null)) out[key] = next;
  }
  for (const key of ["wellbeingGoals", "preferredCategories"] as const) {
    const next = patch[key];
    if (next && !sameSet(next, profile[key] ?? [])) out[key] = next;
  }
  return out as ProfilePatch;
}
