import * as v from "valibot";
import { emailSchema, idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * "Need More Information" inquiry about an experience (spec §5 "Inquiry", §7 POST /api/inquiries).
 * Name and e-mail are prefilled from the signed-in user but stay editable.
 */

export const INQUIRY_MSG = {
  nameRequired: "Name is required",
  nameMax: "Name must be less than 100 characters",
  email: "Please enter a valid email",
  messageMax: "Message must be less than 2000 characters",
} as const;

export const inquiryFormEntries = {
  name: requiredText(INQUIRY_MSG.nameRequired, 100, INQUIRY_MSG.nameMax),
  email: emailSchema,
  message: optionalText(2000, INQUIRY_MSG.messageMax),
};

/** The form on the detail page (the experience comes from the route). */
export const inquiryFormSchema = v.object(inquiryFormEntries);
export type InquiryFormValues = v.InferOutput<typeof inquiryFormSchema>;

/** The API body and mutation args: the form plus the experience asked about. */
export const inquiryInputEntries = { ...inquiryFormEntries, experienceId: idSchema };
export const inquiryInputSchema = v.object(inquiryInputEntries);
export type InquiryInput = v.InferOutput<typeof inquiryInputSchema>;
