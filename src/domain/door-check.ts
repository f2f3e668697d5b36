/**
 * What the door shows for a scanned or looked-up ticket: one rule for the door device (offline,
 * against its downloaded list) and the server's verify route (online helpers).
 *
 * Colours: `valid` green; `already_checked_in` amber (the person may have stepped out, staff
 * decide); everything else red.
 */
export const DOOR_RESULTS = [
  "valid",
  "already_checked_in",
  "wrong_event",
  "cancelled",
  "waitlisted",
  "not_on_list",
  "invalid_ticket",
] as const;
export type DoorResult = (typeof DOOR_RESULTS)[number];

export type DoorTone = "success" | "warning" | "error";

export function doorTone(result: DoorResult): DoorTone {
  if (result === "valid") return "success";
  if (result === "already_checked_in") return "warning";
  return "error";
}

/** The attendee row as far as the door rule needs it. */
export interface DoorAttendee {
  id: string;
  experienceId: string;
  status: string;
  attendedAt: string | null;
}

export interface DoorCheckInput {
  /** The experience this door admits to. */
  experienceId: string;
  /**
   * What the scanned ticket names, once its signature verified; null when the text was not a
   * ticket or its signature failed. (A lookup by name or ticket id passes the attendee's ids.)
   */
  ticket: { registrationId: string; experienceId: string } | null;
  /** The registration from the list, by the ticket's registration id (undefined: not listed). */
  attendee: DoorAttendee | undefined;
}

export function checkAtDoor({ experienceId, ticket, attendee }: DoorCheckInput): DoorResult {
  if (!ticket) return "invalid_ticket";
  if (ticket.experienceId !== experienceId) return "wrong_event";
  if (!attendee || attendee.experienceId !== experienceId) return "not_on_list";
  if (attendee.status === "cancelled") return "cancelled";
  if (attendee.status === "waitlisted") return "waitlisted";
  if (attendee.status === "attended" || attendee.attendedAt) return "already_checked_in";
  return "valid";
}
