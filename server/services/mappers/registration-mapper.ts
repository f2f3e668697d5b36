import type { Registration } from "#domain/entities/index.ts";
import type { RegistrationRow } from "../../db/schema.ts";

/**
 * The wire row, defined by its entity schema, with `ticketToken`: the server-signed ticket
 * (services/ticket-tokens.ts) that the ticket dialog shows and the door verifies; null while
 * waitlisted or cancelled.
 */
export type { Registration };

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
    cancelledAt: row.cancelledAt,
  };
}
