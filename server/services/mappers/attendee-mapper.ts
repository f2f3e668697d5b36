import type { Attendee } from "#domain/entities/index.ts";
import { ticketRef } from "#domain/ticket-token.ts";
import type { RegistrationRow, UserRow } from "../../db/schema.ts";
import { displayName } from "./display-name.ts";

/**
 * A registration as the door sees it (the `attendee` entity): a display name, never an e-mail,
 * and no ticket token (the door checks tickets by signature). Only door staff receive it.
 */
export type { Attendee };

export function toAttendee(
  row: RegistrationRow,
  person: Pick<UserRow, "username" | "firstName" | "lastName">,
  /** The device name of the scan that admitted them, if any. */
  checkedInBy: string | null,
): Attendee {
  return {
    id: row.id,
    experienceId: row.experienceId,
    name: displayName(person),
    ticketRef: ticketRef(row.id),
    status: row.status,
    registeredAt: row.registeredAt ?? "",
    attendedAt: row.attendedAt,
    cancelledAt: row.cancelledAt,
    checkedInBy,
  };
}
