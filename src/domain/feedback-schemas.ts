import * as v from "valibot";
import { R } from "./reasons.ts";
import { idSchema, toOptionalNumber } from "./schema-parts.ts";

/**
 * "How was it?" after an attended experience (decision 0012): a rating from 1 to 5 and optional
 * words. Stored as a user_interactions row with interactionType 'feedback', one per
 * (user, experience): a second submit replaces the first. The visit's mood is a separate
 * `mood.log` with the experience's id (a mood entry stays a mood entry; see mood-schemas.ts).
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const FEEDBACK_MAX = 1000;
/** The interactionType of a rating after a visit. */
export const FEEDBACK_INTERACTION = "feedback";

export const feedbackEntries = {
  experienceId: idSchema,
  rating: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? Number.NaN),
    v.number(R.rating_required),
    v.integer(R.rating_required),
    v.minValue(RATING_MIN, R.rating_required),
    v.maxValue(RATING_MAX, R.rating_required),
  ),
  /** Optional words, trimmed; empty becomes null so a second submit can clear them. */
  feedback: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(FEEDBACK_MAX, R.feedback_too_long))),
  ),
};

/** The form's values (no id): what the rating form validates before queueing. */
export const feedbackInputSchema = v.object(feedbackEntries);

export function isRating(value: number): value is Rating {
  return (RATINGS as readonly number[]).includes(value);
}
