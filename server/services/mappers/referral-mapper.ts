import type { Referral } from "#domain/entities/index.ts";
import type { ReferralRow } from "../../db/schema.ts";

/**
 * A professional's referral (our design, spec §7 "not shown"; README documents it), defined by
 * its entity schema. Only the referring professional receives it.
 */
export type { Referral };

export function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    professionalId: row.professionalId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    experienceId: row.experienceId,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
