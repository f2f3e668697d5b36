import * as v from "valibot";
import { toListCategory } from "./categories.ts";
import { LIST_CATEGORIES, type ListCategory, WELLBEING_GOALS } from "./constants.ts";
import { notificationSettingsEntries } from "./notification-settings.ts";
import { R } from "./reasons.ts";
import { unique } from "./schema-parts.ts";

/**
 * Profile edits (every field optional, e-mail valid when given; PATCH /api/users/{id}). PATCH
 * semantics: a key that is absent stays unchanged, so the output holds only the keys the caller
 * sent; an empty text clears the field (null).
 *
 * On the wire wellbeingGoals and preferredCategories are JSON-encoded strings; in the
 * app they are arrays. Both forms are accepted, arrays come out.
 */

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

/** Array, or a JSON-encoded array (the wire), or "" / null (meaning none). */
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
      v.array(v.string(R.list_invalid), R.list_invalid),
      v.maxLength(20, R.list_invalid),
      v.transform((items) => items.map((s) => canonical(s) ?? s)),
      v.array(v.custom<T>((s) => typeof s === "string" && canonical(s) === s, itemMessage)),
      v.transform((items: T[]) => unique(items)),
    ),
  );
}

const LIST_SET: ReadonlySet<string> = new Set(LIST_CATEGORIES);

export const profilePatchEntries = {
  firstName: patchText(100, R.name_too_long),
  lastName: patchText(100, R.name_too_long),
  email: v.optional(
    v.pipe(
      v.nullable(v.string(R.email_invalid)),
      v.transform((s) => s?.trim() || null),
      v.nullable(v.pipe(v.string(), v.email(R.email_invalid), v.maxLength(254, R.email_invalid))),
    ),
  ),
  location: patchText(200, R.location_too_long),
  bio: patchText(1000, R.bio_too_long),
  wellbeingGoals: patchList(
    (s) => GOAL_BY_LOWER.get(s.trim().toLowerCase()) ?? null,
    R.wellbeing_goal_unknown,
  ),
  preferredCategories: patchList<ListCategory>((s) => {
    const c = toListCategory(s);
    return c && LIST_SET.has(c) ? c : null;
  }, R.category_unknown),
  accessibilityNeeds: patchText(1000, R.accessibility_needs_too_long),
  ...notificationSettingsEntries,
};

/** Drops keys whose value is undefined: PATCH must not mistake "not sent" for "cleared". */
function definedOnly<T extends object>(patch: T): T {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as T;
}

export const profilePatchSchema = v.pipe(v.object(profilePatchEntries), v.transform(definedOnly));
export type ProfilePatch = v.InferOutput<typeof profilePatchSchema>;

/** The PATCH body: the two lists as JSON-encoded strings. */
export function toProfileWire(patch: ProfilePatch): Record<string, unknown> {
  const wire: Record<string, unknown> = { ...patch };
  if (patch.wellbeingGoals) wire.wellbeingGoals = JSON.stringify(patch.wellbeingGoals);
  if (patch.preferredCategories) {
    wire.preferredCategories = JSON.stringify(patch.preferredCategories);
  }
  return wire;
}
