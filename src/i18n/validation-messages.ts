import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/**
 * The domain's validation messages are plain English (the server sends the same text). They are
 * defined once, in src/domain; this file only gives each a catalog entry. The `Record<keyof …>`
 * types make the compiler list every message a schema file adds but this file forgot.
 */
const AUTH_MESSAGES: Record<keyof typeof MSG, MessageDescriptor> = {
  usernameRequired: msg`Username is required`,
  passwordRequired: msg`Password is required`,
  usernameMin: msg`Username must be at least 3 characters`,
  usernameMax: msg`Username must be less than 50 characters`,
  usernameChars: msg`Username may use letters, numbers, dots, dashes and underscores`,
  emailInvalid: msg`Please enter a valid email`,
  passwordMin: msg`Password must be at least 6 characters`,
  passwordMax: msg`Password must be at most 200 characters`,
  passwordsMismatch: msg`Passwords don't match`,
  invitationRequired: msg`Invitation code is required`,
  invitationInvalid: msg`Invalid invitation code`,
  userTypeInvalid: msg`Please choose an account type`,
  nameMax: msg`Name must be less than 100 characters`,
};

const CONTACT_MESSAGES: Record<keyof typeof CONTACT_MSG, MessageDescriptor> = {
  emailRequired: msg`Email required`,
  emailInvalid: msg`Please enter a valid email`,
  nameRequired: msg`Name is required`,
  contactEmailInvalid: msg`Valid email is required`,
  subjectRequired: msg`Subject is required`,
  messageMin: msg`Message must be at least 10 characters`,
  inquiryTypeInvalid: msg`Please choose an inquiry type`,
  nameMax: msg`Name must be less than 100 characters`,
  organizationMax: msg`Organization must be less than 200 characters`,
  subjectMax: msg`Subject must be less than 200 characters`,
  messageMax: msg`Message must be less than 5000 characters`,
};

const EXPERIENCE_MESSAGES: Record<keyof typeof EXPERIENCE_MSG, MessageDescriptor> = {
  titleRequired: msg`Title is required`,
  titleMax: msg`Title must be less than 100 characters`,
  descriptionMin: msg`Description must be at least 10 characters`,
  descriptionMax: msg`Description must be less than 1000 characters`,
  category: msg`Please select a category`,
  priceMin: msg`Price must be 0 or greater`,
  priceMax: msg`Price must be 10000 or less`,
  locationRequired: msg`Location is required`,
  venueRequired: msg`Venue is required`,
  dateRequired: msg`Date is required`,
  dateInvalid: msg`Please enter a valid date`,
  imageUrl: msg`Please enter a valid image URL`,
  wellbeingBenefit: msg`Please describe the wellbeing benefit`,
  durationMin: msg`Duration must be at least 15 minutes`,
  durationMax: msg`Duration must be less than 8 hours`,
  participantsMin: msg`Must allow at least 1 participant`,
  participantsMax: msg`Maximum 500 participants`,
  wholeNumber: msg`Please enter a whole number`,
  difficulty: msg`Please select a difficulty level`,
  accessibility: msg`Unknown accessibility feature`,
  textMax: msg`Must be less than 200 characters`,
};

const INQUIRY_MESSAGES: Record<keyof typeof INQUIRY_MSG, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  nameMax: msg`Name must be less than 100 characters`,
  email: msg`Please enter a valid email`,
  messageMax: msg`Message must be less than 2000 characters`,
};

/**
 * Server refusals a user may read after an offline change is rejected (the server's own
 * wording, server/services/*; the client cannot import them, so the English text is repeated).
 */
const SERVER_REFUSALS: Record<string, MessageDescriptor> = {
  "This experience is full": msg`This experience is full`,
  "This experience is no longer available": msg`This experience is no longer available`,
  "You can only edit experiences you created": msg`You can only edit experiences you created`,
};

/** English text → descriptor, keyed by the domain constants (not by the copies above). */
function pairs<K extends string>(
  texts: Record<K, string>,
  descriptors: Record<K, MessageDescriptor>,
): [string, MessageDescriptor][] {
  return (Object.keys(texts) as K[]).map((key) => [texts[key], descriptors[key]]);
}

const BY_ENGLISH_TEXT = new Map<string, MessageDescriptor>([
  ...pairs(MSG, AUTH_MESSAGES),
  ...pairs(CONTACT_MSG, CONTACT_MESSAGES),
  ...pairs(EXPERIENCE_MSG, EXPERIENCE_MESSAGES),
  ...pairs(INQUIRY_MSG, INQUIRY_MESSAGES),
  ...Object.entries(SERVER_REFUSALS),
]);

/** For tests: every (English text, descriptor) pair. */
export const VALIDATION_MESSAGES: ReadonlyMap<string, MessageDescriptor> = BY_ENGLISH_TEXT;

/** Translates a domain/server validation message; unknown text passes through unchanged. */
export function translateValidation(i18n: I18n, message: string): string {
  const descriptor = BY_ENGLISH_TEXT.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * Text for a message the server wrote (in English): the translation when the catalog knows it;
 * otherwise the server's words in English, or the translated `fallback` in any other language
 * (an English sentence in the middle of a Latvian screen helps nobody).
 */
export function localizeServerMessage(
  i18n: I18n,
  message: string | null | undefined,
  fallback: string,
): string {
  if (!message) return fallback;
  const descriptor = BY_ENGLISH_TEXT.get(message);
  if (descriptor) return i18n._(descriptor);
  return i18n.locale === "en" || i18n.locale.startsWith("en-") ? message : fallback;
}

/** Hook form of `localizeServerMessage`. */
export function useLocalizeServerMessage(): (
  message: string | null | undefined,
  fallback: string,
) => string {
  const { i18n } = useLingui();
  return useCallback(
    (message: string | null | undefined, fallback: string) =>
      localizeServerMessage(i18n, message, fallback),
    [i18n],
  );
}

/** `(message) => translated` for the active locale. */
export function useTranslateValidation(): (message: string) => string {
  const { i18n } = useLingui();
  return useCallback((message: string) => translateValidation(i18n, message), [i18n]);
}
