import * as v from "valibot";
import { INQUIRY_TYPES, LIMITS } from "./constants.ts";
import { R } from "./reasons.ts";

export const newsletterSchema = v.object({
  email: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(R.email_required),
    v.email(R.email_invalid),
    v.maxLength(254, R.email_invalid),
    v.toLowerCase(),
  ),
});

const requiredText = (required: string, max: number, maxMessage: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.maxLength(max, maxMessage),
  );

export const contactSchema = v.object({
  name: requiredText(R.name_required, 100, R.name_too_long),
  email: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.email(R.contact_email_invalid),
    v.maxLength(254, R.contact_email_invalid),
    v.toLowerCase(),
  ),
  organization: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(200, R.organization_too_long),
  ),
  inquiryType: v.optional(v.picklist(INQUIRY_TYPES, R.inquiry_type_invalid), "general"),
  subject: requiredText(R.subject_required, 200, R.subject_too_long),
  message: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.minLength(LIMITS.contactMessageMin, R.contact_message_too_short),
    v.maxLength(5000, R.contact_message_too_long),
  ),
  newsletter: v.optional(v.boolean(), false),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;
