import * as v from "valibot";
import { MOODS } from "../constants.ts";
import { nullableText, wireId } from "./wire-parts.ts";

/** A logged mood; private to its user. `notes` is what the server stores as the entry's context. */
export const moodEntryEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  mood: v.picklist(MOODS),
  intensity: v.number(),
  notes: nullableText,
  createdAt: v.string(),
  /**
   * The attended experience this mood was logged for ("How was it?"); null or absent for an
   * ordinary check-in (absent in rows from servers before the link).
   */
  experienceId: v.optional(nullableText),
  /**
   * "arrival" | "after" around that visit (src/domain/mood-moments.ts); null or absent for none.
   * Text, not a picklist, so a moment a newer server adds does not make this build skip the row.
   */
  moment: v.optional(nullableText),
});
export type MoodEntry = v.InferOutput<typeof moodEntryEntitySchema>;

/** Public: mood → category suggestion. */
export const moodRecommendationEntitySchema = v.object({
  id: wireId,
  mood: v.picklist(MOODS),
  experienceCategory: v.string(),
  recommendationReason: v.string(),
  effectiveness: v.number(),
});
export type MoodRecommendation = v.InferOutput<typeof moodRecommendationEntitySchema>;
