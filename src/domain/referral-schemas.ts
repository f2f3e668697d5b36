import * as v from "valibot";
import { ons4Schema } from "./ons4.ts";
import { R } from "./reasons.ts";
import { REFERRAL_MILESTONES } from "./referral-loop.ts";
import { idSchema, optionalText, requiredText, unique } from "./schema-parts.ts";

/**
 * A professional's social-prescribing referral (docs/decisions/0014-referrals.md): who is
 * referred, how to reach them, optionally which
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
  /** The first suggested experience (kept for older apps; `experienceIds` lists them all). */
  experienceId: v.optional(v.nullable(idSchema), null),
  notes: optionalText(2000, R.referral_notes_too_long),
  /**
   * An existing client, by username or e-mail. When it names nobody (or is left out), the
   * referral issues a single-use invitation code for a new client instead: the server never says
   * whether an account exists.
   */
  clientUsername: optionalText(254, R.username_too_long),
  /**
   * Whom the professional chose to refer: "existing" needs `clientUsername` (a referral "to a
   * client who already uses CultureWell" with no name would silently become an invitation);
   * "new" sends none. Not stored. Left out by older apps: no check.
   */
  clientKind: v.optional(v.picklist(["existing", "new"], R.invalid_input)),
  /**
   * A milestone the professional wants a summary at, besides the referral's end
   * (src/domain/referral-loop.ts); null or left out: none.
   */
  milestone: v.optional(v.nullable(v.picklist(REFERRAL_MILESTONES, R.invalid_input)), null),
  /** Suggested experiences (up to 5), in the professional's order. */
  experienceIds: v.pipe(
    v.optional(v.array(idSchema, R.list_invalid), []),
    v.maxLength(5, R.referral_too_many_experiences),
    v.transform((ids: string[]) => unique(ids)),
  ),
};

/** The client answers: accept (with the ONS4 baseline and whether to share outcomes) or decline. */
export const referralRespondEntries = {
  decision: v.picklist(["accept", "decline"], R.invalid_input),
  reason: optionalText(500, R.referral_reason_too_long),
  baseline: v.optional(v.nullable(ons4Schema), null),
  shareOutcomes: v.optional(v.boolean(), false),
};

/** The professional closes an open referral, with a reason. */
export const referralCloseEntries = {
  reason: requiredText(R.referral_reason_required, 500, R.referral_reason_too_long),
};

/**
 * The checks across fields of a referral, for the form and the mutation catalogue alike: an
 * existing client's referral must name them (username or e-mail). Runs even when another field
 * failed, so the form shows every message at once.
 */
export function withReferralInputChecks<
  TInput,
  T extends { clientKind?: string; clientUsername: unknown },
>(schema: v.GenericSchema<TInput, T>) {
  return v.pipe(
    schema,
    v.rawCheck<T>(({ dataset, addIssue }) => {
      const value: unknown = dataset.value;
      if (typeof value !== "object" || value === null) return;
      const input = value as Record<string, unknown> & T;
      if (input.clientKind !== "existing" || input.clientUsername) return;
      addIssue({
        message: R.client_username_required,
        path: [
          {
            type: "object",
            origin: "value",
            input,
            key: "clientUsername",
            value: input.clientUsername,
          },
        ],
      });
    }),
  );
}

export const referralInputSchema = withReferralInputChecks(v.object(referralInputEntries));

interface RespondFields {
  decision: "accept" | "decline";
  reason: string | null;
  baseline: unknown;
}

/**
 * A decline carries its reason and an acceptance its ONS4 baseline: checked here, on the device
 * and on the server alike, so an incomplete answer is never queued.
 */
export function withRespondChecks<T extends RespondFields>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    schema,
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const r: RespondFields = dataset.value;
      const input: Record<string, unknown> = { ...r };
      const fail = (key: "reason" | "baseline", message: string) =>
        addIssue({
          message,
          path: [{ type: "object", origin: "value", input, key, value: r[key] }],
        });
      if (r.decision === "decline" && !r.reason) fail("reason", R.referral_reason_required);
      if (r.decision === "accept" && !r.baseline) fail("baseline", R.ons4_invalid);
    }),
  );
}
