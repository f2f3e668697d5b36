import * as v from "valibot";
import { nullableText, textList, wireId } from "./wire-parts.ts";

/**
 * A cultural partner's public organisation profile (`/partner/profile`), shown on their
 * experiences. Public: it holds only what the partner chose to publish. `id` is the user id.
 */
export const partnerEntitySchema = v.object({
  id: wireId,
  organisationName: v.string(),
  venues: textList,
  contactEmail: nullableText,
  contactPhone: nullableText,
  website: nullableText,
  description: nullableText,
  accessibilityInfo: nullableText,
  updatedAt: v.string(),
});
export type Partner = v.InferOutput<typeof partnerEntitySchema>;
