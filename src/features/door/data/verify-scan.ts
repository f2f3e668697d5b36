import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { checkAtDoor, type DoorResult, type DoorSchedule } from "#domain/door-check.ts";
import { parseTicketToken, type TicketSubject } from "#domain/ticket-token.ts";
import { verifyEd25519 } from "./ed25519.ts";

/** What the door knows offline: its experience, the downloaded list and the scans so far. */
export interface DoorList {
  experienceId: string;
  /** The door's experience: its start and length set when the door admits (door-check.ts). */
  schedule: DoorSchedule;
  attendees: readonly AttendeeRow[];
  checkins: readonly CheckinRow[];
}

export interface ScanVerdict {
  result: DoorResult;
  /** The registration the ticket names, once its signature verified. */
  ticket?: TicketSubject;
  attendee?: AttendeeRow;
  /** For `already_checked_in`: when the first admission happened, and at which door. */
  checkedInAt?: string;
  checkedInBy?: string | null;
  /** For `too_early`: when the experience starts (its date text). */
  startsAt?: string;
  /** For `wrong_event`: the title of the ticket's experience, when this device stores it. */
  ticketFor?: string;
  /**
   * For `not_on_list`: a genuine ticket the server could not be asked about (offline, or no
   * answer). It may have been booked after the list was downloaded.
   */
  unconfirmed?: true;
}

/**
 * The first admission of a registration: the server's (the attendee row) else this device's
 * earliest `admitted` scan not yet synced. Null when no time is known (an `attended` row without
 * one still counts as checked in: see judgeTicket).
 */
export function firstAdmission(
  attendee: AttendeeRow,
  checkins: readonly CheckinRow[],
): { at: string; by: string | null } | null {
  if (attendee.attendedAt) return { at: attendee.attendedAt, by: attendee.checkedInBy };
  const local = checkins
    .filter((c) => c.registrationId === attendee.id && c.outcome === "admitted")
    .sort((a, b) => (a.scannedAt < b.scannedAt ? -1 : 1))[0];
  return local ? { at: local.scannedAt, by: local.deviceName } : null;
}

/**
 * The door rule (src/domain/door-check.ts) against the downloaded list, for a ticket whose
 * signature verified or a person found by name (null: not a valid ticket), scanned at `at` (the
 * time the scan is recorded with). Already checked in means the list says attended OR a scan
 * here admitted them.
 */
export function judgeTicket(list: DoorList, ticket: TicketSubject | null, at: Date): ScanVerdict {
  const attendee = ticket ? list.attendees.find((a) => a.id === ticket.registrationId) : undefined;
  const admission = attendee ? firstAdmission(attendee, list.checkins) : null;
  const result = checkAtDoor({
    experienceId: list.experienceId,
    ticket,
    attendee: attendee && { ...attendee, attendedAt: admission?.at ?? null },
    time: { at, schedule: list.schedule },
  });
  const verdict: ScanVerdict = { result };
  if (result === "too_early") verdict.startsAt = list.schedule.date;
  if (ticket) verdict.ticket = ticket;
  if (attendee) verdict.attendee = attendee;
  if (result === "already_checked_in" && admission) {
    verdict.checkedInAt = admission.at;
    verdict.checkedInBy = admission.by;
  }
  return verdict;
}

/**
 * A scanned QR text at this door: parse the token, check its Ed25519 signature with the
 * server's public key (no network), then judge it against the list. `subtle` is injectable so a
 * test can take the no-WebCrypto path.
 */
export async function verifyScan(
  input: DoorList & { text: string; publicKey: Uint8Array; at: Date },
  subtle?: SubtleCrypto,
): Promise<ScanVerdict> {
  const parsed = parseTicketToken(input.text);
  const genuine =
    parsed !== null &&
    (await verifyEd25519(
      input.publicKey,
      parsed.signature,
      new TextEncoder().encode(parsed.message),
      subtle,
    ));
  const ticket =
    genuine && parsed
      ? { registrationId: parsed.registrationId, experienceId: parsed.experienceId }
      : null;
  return judgeTicket(input, ticket, input.at);
}

/** Scans the server must hear of: admissions, and repeats (it flags them; nothing is lost). */
export function shouldRecord(result: DoorResult): boolean {
  return result === "valid" || result === "already_checked_in";
}
