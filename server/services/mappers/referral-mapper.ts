import type { ReferralRow } from "../../db/schema.ts";

/**
 * A professional's referral (our design, spec §7 "not shown"; README documents it). Only the
 * referring professional receives it.
 */
export interface Referral {
  id: string;
  professionalId: string;
  clientName: string;
  clientEmail: string | null;
  experienceId: string | null;
  notes: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

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
