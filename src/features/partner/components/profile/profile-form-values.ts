import type { PartnerRow } from "#db/types.ts";

/** The organisation profile form's values: text as typed, venues one per line. */
export interface PartnerProfileValues {
  organisationName: string;
  venues: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  description: string;
  accessibilityInfo: string;
}

/** Form order: the first field with an error gets focus on submit. */
export const PARTNER_PROFILE_FIELDS = [
  "organisationName",
  "venues",
  "contactEmail",
  "contactPhone",
  "website",
  "description",
  "accessibilityInfo",
] as const satisfies readonly (keyof PartnerProfileValues)[];

/** The saved profile as form values; a partner with none yet starts from empty fields. */
export function partnerProfileValues(row: PartnerRow | null): PartnerProfileValues {
  return {
    organisationName: row?.organisationName ?? "",
    venues: row?.venues.join("\n") ?? "",
    contactEmail: row?.contactEmail ?? "",
    contactPhone: row?.contactPhone ?? "",
    website: row?.website ?? "",
    description: row?.description ?? "",
    accessibilityInfo: row?.accessibilityInfo ?? "",
  };
}
