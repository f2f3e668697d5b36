import * as v from "valibot";
import { DEFAULTS, LIMITS, MOODS } from "./constants.ts";
import { MOOD_MOMENTS } from "./mood-moments.ts";
import { R } from "./reasons.ts";
import { idSchema, toOptionalNumber } from "./schema-parts.ts";

/**
 * Mood check-in: a mood from the eight, intensity 1–10 (default 5), optional
 * notes trimmed and omitted when empty. A body may also carry `userId`; it is dropped
 * here because the server takes the user from the token, never from the body.
 */

export const NOTES_MAX = 1000;

export const moodEntryEntries = {
  // Optional-then-picklist so a missing mood fails with the form's message, not "Invalid key".
  mood: v.pipe(v.optional(v.string(R.mood_required), ""), v.picklist(MOODS, R.mood_required)),
  intensity: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? DEFAULTS.intensity),
    v.number(R.intensity_invalid),
    v.integer(R.intensity_invalid),
    v.minValue(LIMITS.intensityMin, R.intensity_invalid),
    v.maxValue(LIMITS.intensityMax, R.intensity_invalid),
  ),
  notes: v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((s) => s?.trim() || undefined),
    v.optional(v.pipe(v.string(), v.maxLength(NOTES_MAX, R.mood_notes_too_long))),
  ),
};

/**
 * A mood logged for a visit: the experience, and when around the visit it was felt (null or
 * absent for none; mood-moments.ts).
 */
export const moodVisitEntries = {
  experienceId: v.optional(idSchema),
  moment: v.optional(v.nullable(v.picklist(MOOD_MOMENTS, R.mood_moment_invalid))),
};

/** A moment belongs to a visit: refused (on `moment`) without the experience. */
export function withMomentCheck<T extends { experienceId?: string; moment?: string | null }>(
  schema: v.GenericSchema<unknown, T>,
) {
  return v.pipe(
    schema,
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.moment || dataset.value.experienceId) return;
      const input: Record<string, unknown> = { ...dataset.value };
      addIssue({
        message: R.mood_moment_needs_visit,
        path: [{ type: "object", origin: "value", input, key: "moment", value: input.moment }],
      });
    }),
  );
}

/** Removes the `notes` key when it holds nothing, so "omitted" really means absent. */
export function omitEmptyNotes<T extends { notes?: string | undefined }>(entry: T): T {
  if (entry.notes !== undefined) return entry;
  const { notes: _omit, ...rest } = entry;
  return rest as T;
}

export const moodEntryInputSchema = v.pipe(v.object(moodEntryEntries), v.transform(omitEmptyNotes));
