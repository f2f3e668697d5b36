import * as v from "valibot";
import { R } from "./reasons.ts";
import { idSchema, optionalText, requiredText } from "./schema-parts.ts";

/**
 * A professional's social-prescribing referral. The spec lists referrals but not their shape
 * (§7 "not shown"); this is our design: who is referred, how to reach them, optionally which
 * experience, and notes. The referring professional is the caller, never a body field.
 */

/** Optional e-mail: empty → null, otherwise it must be valid. */
const optionalEmail = v.pipe(
  v.optional(v.nullable(v.string(R.email_invalid)), null),
  v.transform((s) => s?.trim() || null),
  v.nullable(v.pipe(v.string(), v.email(R.email_invalid), v.maxLength(254, R.email_invalid))),
);

export const referralInputEntries = {
  clientName: requiredText(R.client_name_required, 100, R.name_too_long),
  clientEmail: optionalEmail,
  experienceId: v.optional(v.nullable(idSchema), null),
  notes: optionalText(2000, R.referral_notes_too_long),
};

export const referralInputSchema = v.object(referralInputEntries);
