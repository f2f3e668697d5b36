import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { MSG } from "../domain/auth-schemas.ts";
import { CONTACT_MSG } from "../domain/contact-schemas.ts";

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
