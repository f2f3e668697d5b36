/**
 * Every reason the app can give for refusing something, in ONE list: field validation codes
 * (what the forms show beside a field) and refusal codes (what the server answers). Machines
 * exchange the code; people read words. The server sends `{ code, message, errors? }` where
 * `code` is one of these keys, `message` its English text (for API readers and logs) and
 * `errors` maps a field to a code; the client turns codes into its own language
 * (src/i18n/reason-messages.ts, whose mapped type lists every key below). No code compares
 * English text.
 *
 * `kind` decides the HTTP status of a refusal (server/errors.ts); a code is stable once
 * shipped: installed apps map it, so rename nothing, only add.
 */

export type ReasonKind =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "unsupported_media_type"
  | "outdated"
  | "internal";

interface Reason {
  kind: ReasonKind;
  en: string;
}

const field = (en: string): Reason => ({ kind: "validation", en });
const refusal = (kind: ReasonKind, en: string): Reason => ({ kind, en });

export const REASONS = {
  // Request-level validation.
  invalid_input: field("Some of the details are not valid"),
  invalid_json: field("Request body must be valid JSON"),
  body_too_large: field("Request body is too large"),
  headers_too_large: field("Request headers are too large"),
  json_content_type_required: refusal(
    "unsupported_media_type",
    "Send the request body as JSON (Content-Type: application/json)",
  ),
  idempotency_key_invalid: field("Idempotency-Key must be a UUID"),
  unknown_mutation: field("This kind of change is not known to the server"),
  id_invalid: field("Invalid id"),

  // Accounts.
  username_required: field("Username is required"),
  username_too_short: field("Username must be at least 3 characters"),
  username_too_long: field("Username must be less than 50 characters"),
  username_invalid_chars: field("Username may use letters, numbers, dots, dashes and underscores"),
  username_mixed_scripts: field(
    "Username must not mix letters from different alphabets (for example Latin and Cyrillic)",
  ),
  password_required: field("Password is required"),
  password_too_short: field("Password must be at least 6 characters"),
  password_too_long: field("Password must be at most 200 characters"),
  passwords_mismatch: field("Passwords don't match"),
  invitation_code_required: field("Invitation code is required"),
  invitation_code_invalid: field("Invalid invitation code"),
  invitation_code_expired: field("This invitation code has expired"),
  invitation_code_used: field("This invitation code has already been used"),
  invitation_code_for_individual: field(
    "This invitation code is only valid for individual accounts",
  ),
  invitation_code_for_professional: field(
    "This invitation code is only valid for professional accounts",
  ),
  invitation_code_for_cultural_partner: field(
    "This invitation code is only valid for cultural partner accounts",
  ),
  user_type_invalid: field("Please choose an account type"),

  // People and contact details.
  name_required: field("Name is required"),
  name_too_long: field("Name must be less than 100 characters"),
  email_required: field("Email required"),
  email_invalid: field("Please enter a valid email"),
  contact_email_invalid: field("Valid email is required"),
  subject_required: field("Subject is required"),
  subject_too_long: field("Subject must be less than 200 characters"),
  contact_message_too_short: field("Message must be at least 10 characters"),
  contact_message_too_long: field("Message must be less than 5000 characters"),
  inquiry_message_too_long: field("Message must be less than 2000 characters"),
  inquiry_type_invalid: field("Please choose an inquiry type"),
  organization_too_long: field("Organization must be less than 200 characters"),

  // Experiences.
  title_required: field("Title is required"),
  title_too_long: field("Title must be less than 100 characters"),
  description_too_short: field("Description must be at least 10 characters"),
  description_too_long: field("Description must be less than 1000 characters"),
  category_required: field("Please select a category"),
  price_negative: field("Price must be 0 or greater"),
  price_too_high: field("Price must be 10000 or less"),
  location_required: field("Location is required"),
  venue_required: field("Venue is required"),
  date_required: field("Date is required"),
  date_invalid: field("Please enter a valid date"),
  image_url_invalid: field("Please enter a valid image URL"),
  wellbeing_benefit_required: field("Please describe the wellbeing benefit"),
  duration_too_short: field("Duration must be at least 15 minutes"),
  duration_too_long: field("Duration must be less than 8 hours"),
  participants_too_few: field("Must allow at least 1 participant"),
  participants_too_many: field("Maximum 500 participants"),
  whole_number_required: field("Please enter a whole number"),
  difficulty_required: field("Please select a difficulty level"),
  accessibility_feature_unknown: field("Unknown accessibility feature"),
  text_too_long_200: field("Must be less than 200 characters"),

  // Profile.
  location_too_long: field("Location must be less than 200 characters"),
  bio_too_long: field("Bio must be less than 1000 characters"),
  accessibility_needs_too_long: field("Accessibility needs must be less than 1000 characters"),
  list_invalid: field("Please choose from the list"),
  wellbeing_goal_unknown: field("Unknown wellbeing goal"),
  category_unknown: field("Unknown category"),

  // Calendar.
  start_time_required: field("Start time is required"),
  end_time_required: field("End time is required"),
  start_time_invalid: field("Invalid start time"),
  end_time_invalid: field("Invalid end time"),
  end_before_start: field("End time must be after the start time"),
  text_too_long_2000: field("Must be less than 2000 characters"),
  event_experience_required: field("An experience event needs its experience"),

  // Moods.
  mood_required: field("Please choose a mood"),
  intensity_invalid: field("Intensity must be a whole number from 1 to 10"),
  mood_notes_too_long: field("Notes must be less than 1000 characters"),
  mood_moment_invalid: field("The moment of a mood must be arrival or after"),
  mood_moment_needs_visit: field("A mood's moment needs the visit (experience) it belongs to"),

  // Referrals.
  client_name_required: field("Client name is required"),
  client_username_required: field("Enter the username or e-mail your client signs in with"),
  referral_notes_too_long: field("Notes must be less than 2000 characters"),
  referral_too_many_experiences: field("Suggest at most 5 experiences"),
  referral_reason_required: field("Please give a reason"),
  referral_reason_too_long: field("The reason must be less than 500 characters"),
  ons4_invalid: field("Choose a number from 0 to 10 for each question"),

  // Partner profile and door helpers.
  organisation_name_required: field("Organisation name is required"),
  organisation_name_too_long: field("Organisation name must be less than 200 characters"),
  partner_venues_too_many: field("List at most 10 venues"),
  partner_venue_too_long: field("Each venue must be less than 200 characters"),
  partner_website_invalid: field("Enter a full web address, such as https://example.org"),
  partner_phone_too_long: field("Phone number must be less than 40 characters"),
  partner_description_too_long: field("Description must be less than 2000 characters"),
  partner_accessibility_too_long: field(
    "Accessibility information must be less than 2000 characters",
  ),
  door_helper_self: field("You already check tickets for your own experiences"),

  // Door check-in.
  device_id_invalid: field("Invalid device id"),
  scanned_at_invalid: field("Invalid scan time"),

  // Who may do what.
  auth_required: refusal("unauthorized", "Authentication required"),
  session_expired: refusal("unauthorized", "Your session has expired. Please sign in again."),
  invalid_credentials: refusal("unauthorized", "Invalid username or password"),
  not_your_account: refusal("forbidden", "You can only access your own account"),
  partners_only: refusal("forbidden", "This is only available to cultural partners"),
  professionals_only: refusal("forbidden", "This is only available to professionals"),
  not_creator: refusal("forbidden", "You can only edit experiences you created"),
  not_creator_inquiries: refusal(
    "forbidden",
    "Only the creator of this experience can see its inquiries",
  ),
  referrals_professionals_only: refusal("forbidden", "Only professionals can make referrals"),
  experience_create_partners_only: refusal(
    "forbidden",
    "Only cultural partners can list experiences",
  ),
  door_staff_only: refusal(
    "forbidden",
    "Only the experience's organiser and their door helpers can check tickets in",
  ),

  // What exists and what clashes.
  not_found: refusal("not_found", "Not found"),
  experience_not_found: refusal("not_found", "Experience not found"),
  user_not_found: refusal("not_found", "User not found"),
  experience_full: refusal("conflict", "This experience is full"),
  experience_inactive: refusal("conflict", "This experience is no longer available"),
  experience_ended: refusal("conflict", "This experience has already ended"),
  registration_not_found: refusal("not_found", "You are not registered for this experience"),
  referral_not_found: refusal("not_found", "Referral not found"),
  referral_transition_invalid: refusal(
    "conflict",
    "This referral cannot change that way from where it is now",
  ),
  registration_not_cancellable: refusal(
    "conflict",
    "This registration can no longer be cancelled: the experience has started or it was already cancelled",
  ),
  ticket_invalid: refusal("validation", "This is not a valid CultureWell ticket"),
  id_in_use: refusal("conflict", "This id is already in use"),
  mutation_id_reused: refusal("conflict", "This id was already used for a different request"),
  username_taken: refusal("conflict", "Username is already taken"),
  email_taken: refusal("conflict", "An account with this email already exists"),

  // Limits and versions.
  too_many_attempts: refusal("rate_limited", "Too many attempts. Please try again later."),
  client_outdated: refusal(
    "outdated",
    "This version of CultureWell can no longer sync. Reload to get the newest version.",
  ),
  sync_protocol_invalid: field("X-Sync-Protocol must be a whole number"),
  internal_error: refusal("internal", "Internal server error"),

  // Calendar events, reminders and the feed.
  reminder_type_invalid: field("Please choose when to be reminded"),
  reminder_target_required: field("A reminder needs its event or experience"),
  event_not_found: refusal("not_found", "Calendar event not found"),
  not_your_event: refusal("forbidden", "You can only change your own calendar events"),
  not_your_reminder: refusal("forbidden", "You can only change your own reminders"),
  calendar_feed_not_found: refusal("not_found", "This calendar link does not exist or was revoked"),
  push_disabled: refusal("not_found", "Push notifications are not enabled on this server"),
  push_subscription_invalid: field("Invalid push subscription"),
  push_service_unknown: field("This browser's push service is not one this server sends to"),

  // Feedback after a visit.
  rating_required: field("Please choose a rating from 1 to 5"),
  feedback_too_long: field("Feedback must be less than 1000 characters"),
  feedback_not_attended: refusal(
    "forbidden",
    "You can only rate an experience after you attended it (checked in at the door)",
  ),
  feedback_own_listing: refusal(
    "forbidden",
    "You cannot rate an experience you run or help at the door of",
  ),
  // The account: change password, delete the account.
  current_password_wrong: refusal("forbidden", "Your current password is not correct"),
  password_unchanged: field("Choose a new password that differs from your current one"),
  delete_confirmation_mismatch: field("Type your username exactly as shown to confirm"),
} as const satisfies Record<string, Reason>;

export type ReasonCode = keyof typeof REASONS;
export const REASON_CODES = Object.keys(REASONS) as ReasonCode[];

/** `R.title_required === "title_required"`: typo-safe codes for schema messages. */
export const R = Object.fromEntries(REASON_CODES.map((code) => [code, code])) as {
  readonly [C in ReasonCode]: C;
};

export function isReasonCode(value: unknown): value is ReasonCode {
  return typeof value === "string" && Object.hasOwn(REASONS, value);
}

/** A code as a known reason; anything else (a newer server's code, a stray text) is generic. */
export function toReasonCode(value: unknown, fallback: ReasonCode = "invalid_input"): ReasonCode {
  return isReasonCode(value) ? value : fallback;
}

export function reasonKind(code: ReasonCode): ReasonKind {
  return REASONS[code].kind;
}

/** The English words for a code (server answers, logs). */
export function reasonEnglish(code: ReasonCode): string {
  return REASONS[code].en;
}
