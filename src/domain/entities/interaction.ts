import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * The user's own feedback after a visit (interactionType 'feedback').
 * Private to its user: partners see only each experience's rating average and count, never a
 * person's rating or words. One per (user, experience); `updatedAt` is when it last changed.
 */
export const interactionEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  experienceId: wireId,
  interactionType: v.string(),
  rating: v.nullable(v.number()),
  feedback: nullableText,
  createdAt: v.string(),
  updatedAt: v.optional(nullableText, null),
});
export type Interaction = v.InferOutput<typeof interactionEntitySchema>;
