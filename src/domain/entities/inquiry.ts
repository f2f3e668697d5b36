import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * An inquiry about a listing. Private: it carries a name and an e-mail, so only the sender and
 * the listing's creator ever receive it.
 */
export const inquiryEntitySchema = v.object({
  id: wireId,
  experienceId: wireId,
  userId: nullableText,
  name: v.string(),
  email: v.string(),
  message: nullableText,
  createdAt: v.string(),
});
export type Inquiry = v.InferOutput<typeof inquiryEntitySchema>;
