import * as v from "valibot";
import { calendarEventEntries, withCalendarChecks } from "./calendar-schemas.ts";
import { checkinInputEntries } from "./checkin-schemas.ts";
import { contactSchema, newsletterSchema } from "./contact-schemas.ts";
import { experienceInputSchema } from "./experience-schemas.ts";
import { feedbackEntries } from "./feedback-schemas.ts";
import { inquiryInputEntries } from "./inquiry-schemas.ts";
import {
  moodEntryEntries,
  moodVisitEntries,
  omitEmptyNotes,
  withMomentCheck,
} from "./mood-schemas.ts";
import { ons4Schema } from "./ons4.ts";
import { doorHelperInputEntries, partnerProfileEntries } from "./partner-schemas.ts";
import { profilePatchSchema } from "./profile-schemas.ts";
import { R, type ReasonCode, reasonEnglish, toReasonCode } from "./reasons.ts";
import {
  referralCloseEntries,
  referralInputEntries,
  referralRespondEntries,
  withReferralInputChecks,
  withRespondChecks,
} from "./referral-schemas.ts";
import { registrationInputEntries } from "./registration-schemas.ts";
import { reminderEntries, withReminderTarget } from "./reminder-schemas.ts";
import { idSchema } from "./schema-parts.ts";
import { validate } from "./validation.ts";

/**
 * The sync mutation catalogue (docs/adding-a-mutation.md). The client queues
 * `{ name, args }` in its outbox; the server validates `args` with the very same schema before
 * the service applies it. A row the client may create offline carries its own `id` (UUIDv7 made
 * on the device), so it can be shown and linked to before it reaches the server, and a replay of
 * the mutation addresses the same row.
 *
 * Who acts is never in `args`: the server takes the user from the token, and `v.object` drops
 * any `userId`, `createdBy` or `userType` a body smuggles in.
 */

/** Adds the client-made row id to a set of entries. */
function withId<E extends v.ObjectEntries>(entries: E) {
  return v.object({ id: idSchema, ...entries });
}

export const MUTATION_SCHEMAS = {
  /**
   * `experienceId` (optional) ties the mood to a visit the caller attended; `moment` (optional,
   * needs the visit) says when around it: "arrival" or "after" (mood-moments.ts).
   */
  "mood.log": v.pipe(
    withMomentCheck(withId({ ...moodEntryEntries, ...moodVisitEntries })),
    v.transform(omitEmptyNotes),
  ),
  /** The favourite row's id; adding one that exists is a no-op (applied). */
  "favorite.add": withId({ experienceId: idSchema }),
  /** By experience: "un-favourite this", whatever row id the server holds. */
  "favorite.remove": v.object({ experienceId: idSchema }),
  /**
   * Registers the caller, or puts them on the waiting list when the experience is full (the
   * server decides, in its write transaction). Registering again after cancelling revives the
   * registration.
   */
  "registration.create": withId(registrationInputEntries),
  /**
   * By experience, like favorite.remove: "cancel my registration / leave the waiting list", until
   * the start. A freed place promotes the first waitlisted person in the same transaction.
   */
  "registration.cancel": v.object({ experienceId: idSchema }),
  /**
   * One scan at the door; `id` is the device's nonce. The first scan by door time admits, later
   * ones are recorded as duplicates: applied, never lost, never doubled.
   */
  "checkin.record": withId(checkinInputEntries),
  /** The caller's organisation profile (cultural partners), full replacement. */
  "partnerProfile.update": v.object(partnerProfileEntries),
  /** Names a door helper by username; `id` is the helper row's id. */
  "doorHelper.add": withId(doorHelperInputEntries),
  /** `id` names the helper row. */
  "doorHelper.remove": v.object({ id: idSchema }),
  "experience.create": withId(experienceInputSchema.entries),
  /** Full replacement of the editable fields (as PUT); `id` names the experience. */
  "experience.update": withId(experienceInputSchema.entries),
  "inquiry.create": withId(inquiryInputEntries),
  "calendarEvent.create": withCalendarChecks(withId(calendarEventEntries)),
  /** PATCH of the caller's own profile: only the keys present change. */
  "profile.update": profilePatchSchema,
  "newsletter.subscribe": newsletterSchema,
  "contact.submit": withId(contactSchema.entries),
  "referral.create": withReferralInputChecks(withId(referralInputEntries)),
  /** Full replacement of the caller's own event; `id` names it. */
  "calendarEvent.update": withCalendarChecks(withId(calendarEventEntries)),
  /** Removes the caller's own event and its reminders; an event already gone is a no-op. */
  "calendarEvent.delete": v.object({ id: idSchema }),
  /**
   * When to be reminded of one calendar entry (an event or a registered experience). One per
   * entry: a second id for the same entry replaces the first.
   */
  "eventReminder.set": withReminderTarget(withId(reminderEntries)),
  /** "No reminder": removes it; one already gone is a no-op. */
  "eventReminder.remove": v.object({ id: idSchema }),
  /** The user put a due reminder away; it stays dismissed on every device. */
  "eventReminder.dismiss": v.object({ id: idSchema }),
  /**
   * "How was it?": the caller's rating (1–5) and words for an experience they attended. One per
   * (user, experience): a second submit replaces the first, whatever its `id`.
   */
  "feedback.submit": withId(feedbackEntries),
  /** The client accepts (ONS4 baseline, consent to share outcomes) or declines (reason). */
  "referral.respond": withRespondChecks(withId(referralRespondEntries)),
  /** The client's follow-up ONS4 after attending: the referral is completed. */
  "referral.followUp": withId({ followUp: ons4Schema }),
  /** The client shares their outcomes with the professional, or stops sharing (revocable). */
  "referral.consent": withId({ shareOutcomes: v.boolean(R.invalid_input) }),
  /** The professional closes an open referral, with a reason. */
  "referral.close": withId(referralCloseEntries),
  /** A new invitation code for a referral still waiting for its new client (the old one ends). */
  "referral.renewCode": v.object({ id: idSchema }),
  /** The professional has read the referral's summaries: it leaves "Needs your attention". */
  "referral.review": v.object({ id: idSchema }),
} as const;

export type MutationName = keyof typeof MUTATION_SCHEMAS;
export const MUTATION_NAMES = Object.keys(MUTATION_SCHEMAS) as MutationName[];

/** What a caller queues (form-ish values allowed) and what the service receives. */
export type MutationInput<N extends MutationName> = v.InferInput<(typeof MUTATION_SCHEMAS)[N]>;
export type MutationArgs<N extends MutationName> = v.InferOutput<(typeof MUTATION_SCHEMAS)[N]>;

/** A validated mutation, discriminated by name so a `switch (m.name)` narrows `m.args`. */
export type ParsedMutation = {
  [N in MutationName]: { name: N; args: MutationArgs<N> };
}[MutationName];

export interface MutationValidationError {
  code: ReasonCode;
  message: string;
  /** First reason code per field path, as the forms show them. */
  errors: Record<string, ReasonCode>;
}

export function isMutationName(name: unknown): name is MutationName {
  return typeof name === "string" && Object.hasOwn(MUTATION_SCHEMAS, name);
}

/** Validates one mutation. An unknown name is a validation error, not an exception. */
export function parseMutation(
  name: string,
  args: unknown,
): { ok: true; mutation: ParsedMutation } | { ok: false; error: MutationValidationError } {
  if (!isMutationName(name)) {
    return {
      ok: false,
      error: { code: R.unknown_mutation, message: reasonEnglish(R.unknown_mutation), errors: {} },
    };
  }
  const result = validate(MUTATION_SCHEMAS[name], args);
  if (!result.ok) {
    const errors: Record<string, ReasonCode> = {};
    for (const [key, code] of Object.entries(result.errors)) errors[key] = toReasonCode(code);
    const error = { code: result.code, message: reasonEnglish(result.code), errors };
    return { ok: false, error };
  }
  return { ok: true, mutation: { name, args: result.value } as ParsedMutation };
}
