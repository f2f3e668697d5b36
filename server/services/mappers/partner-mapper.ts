import type { Partner } from "#domain/entities/index.ts";
import type { PartnerProfileRow } from "../../db/schema.ts";
import { parseStringList } from "./json-list.ts";

/** A partner's public organisation profile; `id` is the partner's user id. */
export type { Partner };

export function toPartner(row: PartnerProfileRow): Partner {
  return {
    id: row.userId,
    organisationName: row.organisationName,
    venues: parseStringList(row.venues),
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    description: row.description,
    accessibilityInfo: row.accessibilityInfo,
    updatedAt: row.updatedAt,
  };
}
