import * as v from "valibot";
import { INQUIRY_TYPES, LIMITS } from "./constants.ts";

/**
 * Newsletter and contact schemas shared by the forms and the server (spec §5). Messages are the
 * spec's English text where it gives one; the UI translates them through its catalog.
 */
export const CONTACT_MSG = {
  emailRequired: "Email required",
  emailInvalid: "Please enter a valid email",
  nameRequired: "Name is required",
  contactEmailInvalid: "Valid email is required",
  subjectRequired: "Subject is required",
  messageMin: "Message must be at least 10 characters",
  inquiryTypeInvalid: "Please choose an inquiry type",
  nameMax: "Name must be less than 100 characters",
  organizationMax: "Organization must be less than 200 characters",
  subjectMax: "Subject must be less than 200 characters",
  messageMax: "Message must be less than 5000 characters",
} as const;

export const newsletterSchema = v.object({
  email: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(CONTACT_MSG.emailRequired),
    v.email(CONTACT_MSG.emailInvalid),
    v.maxLength(254, CONTACT_MSG.emailInvalid),
    v.toLowerCase(),
  ),
});
export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;

const requiredText = (required: string, max: number, maxMessage: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.maxLength(max, maxMessage),
  );

export const contactSchema = v.object({
  name: requiredText(CONTACT_MSG.nameRequired, 100, CONTACT_MSG.nameMax),
  email: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.email(CONTACT_MSG.contactEmailInvalid),
    v.maxLength(254, CONTACT_MSG.contactEmailInvalid),
    v.toLowerCase(),
  ),
  organization: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(200, CONTACT_MSG.organizationMax),
  ),
  inquiryType: v.optional(v.picklist(INQUIRY_TYPES, CONTACT_MSG.inquiryTypeInvalid), "general"),
  subject: requiredText(CONTACT_MSG.subjectRequired, 200, CONTACT_MSG.subjectMax),
  message: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.minLength(LIMITS.contactMessageMin, CONTACT_MSG.messageMin),
    v.maxLength(5000, CONTACT_MSG.messageMax),
  ),
  newsletter: v.optional(v.boolean(), false),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;
/** What the form holds before parsing (optional fields may be absent). */
export type ContactForm = v.InferInput<typeof contactSchema>;
