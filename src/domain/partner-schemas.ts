import * as v from "valibot";
import { R } from "./reasons.ts";
import { optionalText, requiredText, unique } from "./schema-parts.ts";

/**
 * A cultural partner's organisation profile (`/partner/profile`, `partnerProfile.update`): a full
 * replacement of what they publish. Venues are one per line in the form, a list on the wire.
 */
export const PARTNER_LIMITS = { venues: 10, venue: 200, description: 2000, accessibility: 2000 };

const venuesField = v.pipe(
  v.optional(v.union([v.array(v.string(R.list_invalid)), v.string(R.list_invalid)]), []),
  v.transform((input) => (typeof input === "string" ? input.split(/\r?\n/) : input)),
  v.transform((items) => unique(items.map((s) => s.trim()).filter(Boolean))),
  v.maxLength(PARTNER_LIMITS.venues, R.partner_venues_too_many),
  v.check(
    (items) => items.every((s) => s.length <= PARTNER_LIMITS.venue),
    R.partner_venue_too_long,
  ),
);

const optionalEmail = v.pipe(
  optionalText(254, R.email_invalid),
  v.check((s) => s === null || v.is(v.pipe(v.string(), v.email()), s), R.email_invalid),
);

const optionalWebsite = v.pipe(
  optionalText(300, R.partner_website_invalid),
  v.check(
    (s) => s === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s),
    R.partner_website_invalid,
  ),
);

export const partnerProfileEntries = {
  organisationName: requiredText(R.organisation_name_required, 200, R.organisation_name_too_long),
  venues: venuesField,
  contactEmail: optionalEmail,
  contactPhone: optionalText(40, R.partner_phone_too_long),
  website: optionalWebsite,
  description: optionalText(PARTNER_LIMITS.description, R.partner_description_too_long),
  accessibilityInfo: optionalText(PARTNER_LIMITS.accessibility, R.partner_accessibility_too_long),
};
export const partnerProfileSchema = v.object(partnerProfileEntries);
export type PartnerProfileInput = v.InferInput<typeof partnerProfileSchema>;

/** Naming a door helper by username (any kind of account). */
export const doorHelperInputEntries = {
  username: v.pipe(
    v.optional(v.string(R.username_required), ""),
    v.trim(),
    v.nonEmpty(R.username_required),
    v.maxLength(200, R.username_too_long),
  ),
};
