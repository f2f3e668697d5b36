import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MutationName } from "../../domain/mutations.ts";
import type { MutationErrorCode } from "../../domain/sync-protocol.ts";
import { localizeServerMessage } from "../../i18n/validation-messages.ts";

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
};

/** Why, when the server's English reason cannot be shown in the chosen language. */
const REASON_BY_CODE: Record<MutationErrorCode, MessageDescriptor> = {
  validation: msg`Some of the details were not accepted.`,
  forbidden: msg`You are not allowed to make this change.`,
  not_found: msg`It no longer exists.`,
  conflict: msg`It clashes with a change made elsewhere.`,
};

export function changeLabel(i18n: I18n, name: string): string {
  const descriptor = CHANGE_LABELS[name as MutationName];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Change`);
}

/** A title from the change itself when it has one (the experience's title, an event's). */
export function changeDetail(args: unknown): string | null {
  const a = args as { title?: unknown; clientName?: unknown } | null;
  if (typeof a?.title === "string") return a.title;
  if (typeof a?.clientName === "string") return a.clientName;
  return null;
}

export function rejectionReason(i18n: I18n, code: string, message: string): string {
  const fallback = REASON_BY_CODE[code as MutationErrorCode] ?? REASON_BY_CODE.validation;
  return localizeServerMessage(i18n, message, i18n._(fallback));
}
