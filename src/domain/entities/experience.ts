import * as v from "valibot";
import { DIFFICULTY_LEVELS } from "../constants.ts";
import { nullableText, textList, wireId } from "./wire-parts.ts";

/**
 * An experience as REST answers it, as a pull delivers it and as IndexedDB holds it.
 * Public. `price` is in minor units; `date` is ISO date-time text.
 */
export const experienceEntitySchema = v.object({
  id: wireId,
  title: v.string(),
  description: v.string(),
  category: v.string(),
  price: v.number(),
  location: v.string(),
  venue: v.string(),
  venueId: nullableText,
  date: v.string(),
  imageUrl: v.string(),
  wellbeingBenefit: v.string(),
  isActive: v.boolean(),
  accessibilityFeatures: textList,
  duration: v.nullable(v.number()),
  maxParticipants: v.nullable(v.number()),
  difficultyLevel: v.picklist(DIFFICULTY_LEVELS),
  createdBy: nullableText,
  createdAt: v.string(),
  updatedAt: v.string(),
  /**
   * Places taken (registered + attended) and people waiting, kept by the server in the write
   * that changes them. Optional with 0 for rows from servers before the waiting list.
   */
  placesTaken: v.optional(v.number(), 0),
  waitlistCount: v.optional(v.number(), 0),
  /** Attendees' ratings after their visit (1–5): the average (null without any) and how many. */
  ratingAverage: v.optional(v.nullable(v.number()), null),
  ratingCount: v.optional(v.number(), 0),
});
export type Experience = v.InferOutput<typeof experienceEntitySchema>;
