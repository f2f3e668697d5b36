import * as v from "valibot";
import { nullableText, textList, wireId } from "./wire-parts.ts";

/**
 * The signed-in user's editable profile (spec §2 Profile; `GET /api/users/:id/profile`), keyed
 * by `userId`. Private. Never a password or session field; lists are arrays on this wire.
 */
export const profileEntitySchema = v.object({
  userId: wireId,
  firstName: nullableText,
  lastName: nullableText,
  email: nullableText,
  location: nullableText,
  bio: nullableText,
  wellbeingGoals: textList,
  preferredCategories: textList,
  accessibilityNeeds: nullableText,
  updatedAt: v.string(),
});
export type Profile = v.InferOutput<typeof profileEntitySchema>;
