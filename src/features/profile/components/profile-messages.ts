import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Catalog entries for the profile schema's English messages (src/domain/profile-schemas.ts). The
 * `Record<keyof …>` type makes the compiler list a message the schema adds but this map forgot.
 */
const PROFILE_MESSAGES: Record<keyof typeof PROFILE_MSG, MessageDescriptor> = {
  email: msg`Please enter a valid email`,
  nameMax: msg`Name must be less than 100 characters`,
  locationMax: msg`Location must be less than 200 characters`,
  bioMax: msg`Bio must be less than 1000 characters`,
  accessibilityMax: msg`Accessibility needs must be less than 1000 characters`,
  listInvalid: msg`Please choose from the list`,
  goalInvalid: msg`Unknown wellbeing goal`,
  categoryInvalid: msg`Unknown category`,
};

const BY_TEXT = new Map<string, MessageDescriptor>(
  (Object.keys(PROFILE_MSG) as (keyof typeof PROFILE_MSG)[]).map((key) => [
    PROFILE_MSG[key],
    PROFILE_MESSAGES[key],
  ]),
);

/** A profile validation message (ours or the server's) in the reader's language. */
export function translateProfileMessage(i18n: I18n, message: string): string {
  const descriptor = BY_TEXT.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
