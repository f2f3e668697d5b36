import * as v from "valibot";
import { EMAIL_MSG, idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * A professional's social-prescribing referral. The spec lists referrals but not their shape
 * (§7 "not shown"); this is our design: who is referred, how to reach them, optionally which
 * experience, and notes. The referring professional is the caller, never a body field.
 */

export const REFERRAL_MSG = {
  clientNameRequired: "Client name is required",
  clientNameMax: "Name must be less than 100 characters",
  email: EMAIL_MSG,
  notesMax: "Notes must be less than 2000 characters",
} as const;

/** Optional e-mail: empty → null, otherwise it must be valid. */
const optionalEmail = v.pipe(
  v.optional(v.nullable(v.string(EMAIL_MSG)), null),
  v.transform((s) => s?.trim() || null),
  v.nullable(v.pipe(v.string(), v.email(EMAIL_MSG), v.maxLength(254, EMAIL_MSG))),
);

export const referralInputEntries = {
  clientName: requiredText(REFERRAL_MSG.clientNameRequired, 100, REFERRAL_MSG.clientNameMax),
  clientEmail: optionalEmail,
  experienceId: v.optional(v.nullable(idSchema), null),
  notes: optionalText(2000, REFERRAL_MSG.notesMax),
};

export const referralInputSchema = v.object(referralInputEntries);
export type ReferralInput = v.InferOutput<typeof referralInputSchema>;
