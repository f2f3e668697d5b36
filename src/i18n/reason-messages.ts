import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { isReasonCode, type ReasonCode } from "#domain/reasons.ts";

/**
 * Reason codes (src/domain/reasons.ts) in the reader's language. The mapped type makes a code
 * added to the domain list without words here a compile error. The server's English `message`
 * is never shown or compared: a code this build does not know (a newer server's) falls back to
 * the caller's generic text.
 */
const REASON_MESSAGES: Record<ReasonCode, MessageDescriptor> = {
  invalid_input: msg`Some of the details are not valid`,
  invalid_json: msg`Request body must be valid JSON`,
  body_too_large: msg`Request body is too large`,
  headers_too_large: msg`Request headers are too large`,
  json_content_type_required: msg`Send the request body as JSON (Content-Type: application/json)`,
  idempotency_key_invalid: msg`Idempotency-Key must be a UUID`,
  unknown_mutation: msg`This kind of change is not known to the server`,
  id_invalid: msg`Invalid id`,
  username_required: msg`Username is required`,
  username_too_short: msg`Username must be at least 3 characters`,
  username_too_long: msg`Username must be less than 50 characters`,
  username_invalid_chars: msg`Username may use letters, numbers, dots, dashes and underscores`,
  username_mixed_scripts: msg`Username must not mix letters from different alphabets (for example Latin and Cyrillic)`,
  password_required: msg`Password is required`,
  password_too_short: msg`Password must be at least 6 characters`,
  password_too_long: msg`Password must be at most 200 characters`,
  passwords_mismatch: msg`Passwords don't match`,
  invitation_code_required: msg`Invitation code is required`,
  invitation_code_invalid: msg`Invalid invitation code`,
  invitation_code_expired: msg`This invitation code has expired`,
  invitation_code_used: msg`This invitation code has already been used`,
  invitation_code_for_individual: msg`This invitation code is only valid for individual accounts`,
  invitation_code_for_professional: msg`This invitation code is only valid for professional accounts`,
  invitation_code_for_cultural_partner: msg`This invitation code is only valid for cultural partner accounts`,
  user_type_invalid: msg`Please choose an account type`,
  name_required: msg`Name is required`,
  name_too_long: msg`Name must be less than 100 characters`,
  email_required: msg`Email required`,
  email_invalid: msg`Please enter a valid email`,
  contact_email_invalid: msg`Valid email is required`,
  subject_required: msg`Subject is required`,
  subject_too_long: msg`Subject must be less than 200 characters`,
  contact_message_too_short: msg`Message must be at least 10 characters`,
  contact_message_too_long: msg`Message must be less than 5000 characters`,
  inquiry_message_too_long: msg`Message must be less than 2000 characters`,
  inquiry_type_invalid: msg`Please choose an inquiry type`,
  organization_too_long: msg`Organization must be less than 200 characters`,
  title_required: msg`Title is required`,
  title_too_long: msg`Title must be less than 100 characters`,
  description_too_short: msg`Description must be at least 10 characters`,
  description_too_long: msg`Description must be less than 1000 characters`,
  category_required: msg`Please select a category`,
  price_negative: msg`Price must be 0 or greater`,
  price_too_high: msg`Price must be 10000 or less`,
  location_required: msg`Location is required`,
  venue_required: msg`Venue is required`,
  date_required: msg`Date is required`,
  date_invalid: msg`Please enter a valid date`,
  image_url_invalid: msg`Please enter a valid image URL`,
  wellbeing_benefit_required: msg`Please describe the wellbeing benefit`,
  duration_too_short: msg`Duration must be at least 15 minutes`,
  duration_too_long: msg`Duration must be less than 8 hours`,
  participants_too_few: msg`Must allow at least 1 participant`,
  participants_too_many: msg`Maximum 500 participants`,
  whole_number_required: msg`Please enter a whole number`,
  difficulty_required: msg`Please select a difficulty level`,
  accessibility_feature_unknown: msg`Unknown accessibility feature`,
  text_too_long_200: msg`Must be less than 200 characters`,
  location_too_long: msg`Location must be less than 200 characters`,
  bio_too_long: msg`Bio must be less than 1000 characters`,
  accessibility_needs_too_long: msg`Accessibility needs must be less than 1000 characters`,
  list_invalid: msg`Please choose from the list`,
  wellbeing_goal_unknown: msg`Unknown wellbeing goal`,
  category_unknown: msg`Unknown category`,
  start_time_required: msg`Start time is required`,
  end_time_required: msg`End time is required`,
  start_time_invalid: msg`Invalid start time`,
  end_time_invalid: msg`Invalid end time`,
  end_before_start: msg`End time must be after the start time`,
  text_too_long_2000: msg`Must be less than 2000 characters`,
  event_experience_required: msg`An experience event needs its experience`,
  mood_required: msg`Please choose a mood`,
  intensity_invalid: msg`Intensity must be a whole number from 1 to 10`,
  mood_notes_too_long: msg`Notes must be less than 1000 characters`,
  client_name_required: msg`Client name is required`,
  referral_notes_too_long: msg`Notes must be less than 2000 characters`,
  auth_required: msg`Authentication required`,
  session_expired: msg`Your session has expired. Please sign in again.`,
  invalid_credentials: msg`Invalid username or password`,
  not_your_account: msg`You can only access your own account`,
  partners_only: msg`This is only available to cultural partners`,
  professionals_only: msg`This is only available to professionals`,
  not_creator: msg`You can only edit experiences you created`,
  not_creator_inquiries: msg`Only the creator of this experience can see its inquiries`,
  referrals_professionals_only: msg`Only professionals can make referrals`,
  not_found: msg`Not found`,
  experience_not_found: msg`Experience not found`,
  user_not_found: msg`User not found`,
  experience_full: msg`This experience is full`,
  experience_inactive: msg`This experience is no longer available`,
  id_in_use: msg`This id is already in use`,
  mutation_id_reused: msg`This id was already used for a different request`,
  username_taken: msg`Username is already taken`,
  email_taken: msg`An account with this email already exists`,
  too_many_attempts: msg`Too many attempts. Please try again later.`,
  client_outdated: msg`This version of CultureWell can no longer sync. Reload to get the newest version.`,
  sync_protocol_invalid: msg`X-Sync-Protocol must be a whole number`,
  internal_error: msg`Internal server error`,
};

/** The words for `code`, or `fallback` (default: a generic sentence) when it is not a known code. */
export function reasonText(i18n: I18n, code: unknown, fallback?: string): string {
  if (isReasonCode(code)) return i18n._(REASON_MESSAGES[code]);
  return fallback ?? i18n._(REASON_MESSAGES.invalid_input);
}

/** Hook form of `reasonText` for the active locale. */
export function useReasonText(): (code: unknown, fallback?: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (code: unknown, fallback?: string) => reasonText(i18n, code, fallback),
    [i18n],
  );
}
