import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MutationName } from "#domain/mutations.ts";
import { reasonText } from "#i18n/reason-messages.ts";

/**
 * What a queued change was, in words (the sync panel and the "Not saved" toast). The UI side of
 * the mutation registry (docs/adding-a-mutation.md): a name without its label does not compile.
 */
export const CHANGE_LABELS: Record<MutationName, MessageDescriptor> = {
  "mood.log": msg`Mood check-in`,
  "favorite.add": msg`Saved favourite`,
  "favorite.remove": msg`Removed favourite`,
  "registration.create": msg`Experience registration`,
  "experience.create": msg`New experience`,
  "experience.update": msg`Experience changes`,
  "inquiry.create": msg`Inquiry`,
  "calendarEvent.create": msg`Calendar event`,
  "profile.update": msg`Profile changes`,
  "newsletter.subscribe": msg`Newsletter subscription`,
  "contact.submit": msg`Contact message`,
  "referral.create": msg`Referral`,
  "registration.cancel": msg`Cancelled registration`,
  "checkin.record": msg`Ticket check-in`,
  "partnerProfile.update": msg`Organisation profile`,
  "doorHelper.add": msg`New door helper`,
  "doorHelper.remove": msg`Removed door helper`,
  "referral.respond": msg`Answer to a referral`,
  "referral.followUp": msg`Referral follow-up`,
  "referral.consent": msg`Sharing of referral outcomes`,
  "referral.close": msg`Closed referral`,
  "referral.review": msg`Referral summary read`,
  "referral.renewCode": msg`New invitation code`,
  "calendarEvent.update": msg`Calendar event changes`,
  "calendarEvent.delete": msg`Deleted calendar event`,
  "eventReminder.set": msg`Event reminder`,
  "eventReminder.remove": msg`Removed event reminder`,
  "eventReminder.dismiss": msg`Dismissed reminder`,
  "feedback.submit": msg`Rating of a visit`,
};

export function changeLabel(i18n: I18n, name: string): string {
  // hasOwn: a name like "constructor" (another build's entry) must not find Object.prototype.
  return Object.hasOwn(CHANGE_LABELS, name)
    ? i18n._(CHANGE_LABELS[name as MutationName])
    : i18n._(msg`Change`);
}

/** A title from the change itself when it has one (the experience's title, an event's). */
export function changeDetail(args: unknown): string | null {
  const a = args as {
    title?: unknown;
    clientName?: unknown;
    organisationName?: unknown;
    username?: unknown;
  } | null;
  if (typeof a?.title === "string") return a.title;
  if (typeof a?.clientName === "string") return a.clientName;
  if (typeof a?.organisationName === "string") return a.organisationName;
  if (typeof a?.username === "string") return a.username;
  return null;
}

/**
 * Why the server refused a change, from its reason code (never its English sentence); a code
 * this build does not know reads as a generic refusal.
 */
export function rejectionReason(i18n: I18n, code: string): string {
  return reasonText(i18n, code, i18n._(msg`This change was not accepted.`));
}
