import type { RegistrationRow } from "../../db/schema.ts";

/**
 * The client's `registrations` row (src/db/types.ts) plus `ticketToken`: the server-signed
 * ticket (services/ticket-tokens.ts) that issue 4's ticket dialog can show and a venue verify.
 */
export interface Registration {
  id: string;
  userId: string;
  experienceId: string;
  status: string;
  registeredAt: string;
  attendedAt: string | null;
  completedAt: string | null;
  wellbeingImpact: string | null;
  ticketToken: string | null;
}

export function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    userId: row.userId,
    experienceId: row.experienceId,
    status: row.status,
    registeredAt: row.registeredAt ?? "",
    attendedAt: row.attendedAt,
    completedAt: row.completedAt,
    wellbeingImpact: row.wellbeingImpact,
    ticketToken: row.ticketToken,
  };
}
