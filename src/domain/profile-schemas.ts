import * as v from "valibot";
import { toListCategory } from "./categories.ts";
import { LIST_CATEGORIES, type ListCategory, WELLBEING_GOALS } from "./constants.ts";
import { EMAIL_MSG, unique } from "./schema-parts.ts";

/**
 * Profile edits (spec §5 "Profile schema": every field optional, e-mail valid when given; §7
 * PATCH /api/users/{id}). PATCH semantics: a key that is absent stays unchanged, so the output
 * holds only the keys the caller sent; an empty text clears the field (null).
 *
 * On the wire wellbeingGoals and preferredCategories are JSON-encoded strings (spec §7); in the
 * app they are arrays. Both forms are accepted, arrays come out.
 */

export const PROFILE_MSG = {
  email: EMAIL_MSG,
  nameMax: "Name must be less than 100 characters",
  locationMax: "Location must be less than 200 characters",
  bioMax: "Bio must be less than 1000 characters",
  accessibilityMax: "Accessibility needs must be less than 1000 characters",
  listInvalid: "Please choose from the list",
  goalInvalid: "Unknown wellbeing goal",
  categoryInvalid: "Unknown category",
} as const;

/** Optional patch text: absent → absent, "" or null → null (clears), else trimmed. */
function patchText(max: number, maxMessage: string) {
  return v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => s?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(max, maxMessage))),
    ),
  );
}

/** Array, or a JSON-encoded array (spec §7 wire), or "" / null (meaning none). */
function decodeList(input: unknown): unknown {
  if (input === null || input === "") return [];
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

const GOAL_BY_LOWER = new Map(WELLBEING_GOALS.map((g) => [g.toLowerCase(), g]));

function patchList<T extends string>(canonical: (s: string) => T | null, itemMessage: string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform(decodeList),
      v.array(v.string(PROFILE_MSG.listInvalid), PROFILE_MSG.listInvalid),
      v.maxLength(20, PROFILE_MSG.listInvalid),
      v.transform((items) => items.map((s) => canonical(s) ?? s)),
      v.array(v.custom<T>((s) => typeof s === "string" && canonical(s) === s, itemMessage)),
      v.transform((items: T[]) => unique(items)),
    ),
  );
}

const LIST_SET: ReadonlySet<string> = new Set(LIST_CATEGORIES);

export const profilePatchEntries = {
  firstName: patchText(100, PROFILE_MSG.nameMax),
  lastName: patchText(100, PROFILE_MSG.nameMax),
  email: v.optional(
    v.pipe(
      v.nullable(v.string(EMAIL_MSG)),
      v.transform((s) => s?.trim() || null),
      v.nullable(v.pipe(v.string(), v.email(EMAIL_MSG), v.maxLength(254, EMAIL_MSG))),
    ),
  ),
  location: patchText(200, PROFILE_MSG.locationMax),
  bio: patchText(1000, PROFILE_MSG.bioMax),
  wellbeingGoals: patchList(
    (s) => GOAL_BY_LOWER.get(s.trim().toLowerCase()) ?? null,
    PROFILE_MSG.goalInvalid,
  ),
  preferredCategories: patchList<ListCategory>((s) => {
    const c = toListCategory(s);
    return c && LIST_SET.has(c) ? c : null;
  }, PROFILE_MSG.categoryInvalid),
  accessibilityNeeds: patchText(1000, PROFILE_MSG.accessibilityMax),
};

/** Drops keys whose value is undefined: PATCH must not mistake "not sent" for "cleared". */
function definedOnly<T extends object>(patch: T): T {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as T;
}

export const profilePatchSchema = v.pipe(v.object(profilePatchEntries), v.transform(definedOnly));
export type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;

/** The spec §7 PATCH body: the two lists as JSON-encoded strings. */
export function toProfileWire(patch: ProfilePatch): Record<string, unknown> {
  const wire: Record<string, unknown> = { ...patch };
  if (patch.wellbeingGoals) wire.wellbeingGoals = JSON.stringify(patch.wellbeingGoals);
  if (patch.preferredCategories) {
    wire.preferredCategories = JSON.stringify(patch.preferredCategories);
  }
  return wire;
}
