import * as v from "valibot";
import { R } from "./reasons.ts";
import { emailSchema, idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * "Need More Information" inquiry about an experience (POST /api/inquiries).
 * Name and e-mail are prefilled from the signed-in user but stay editable.
 */

export const inquiryFormEntries = {
  name: requiredText(R.name_required, 100, R.name_too_long),
  email: emailSchema,
  message: optionalText(2000, R.inquiry_message_too_long),
};

/** The form on the detail page (the experience comes from the route). */
export const inquiryFormSchema = v.object(inquiryFormEntries);
export type InquiryFormValues = v.InferOutput<typeof inquiryFormSchema>;

/** The API body and mutation args: the form plus the experience asked about. */
export const inquiryInputEntries = { ...inquiryFormEntries, experienceId: idSchema };
export const inquiryInputSchema = v.object(inquiryInputEntries);
