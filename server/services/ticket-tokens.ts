import { type KeyObject, sign, verify } from "node:crypto";
import {
  formatTicketToken,
  parseTicketToken,
  type TicketSubject,
  ticketMessage,
} from "#domain/ticket-token.ts";
import type { TicketKeys } from "./ticket-keys.ts";

/**
 * A registration's ticket: `cw1.<registrationId>.<experienceId>.<Ed25519 signature>`
 * (src/domain/ticket-token.ts). It proves the server issued that registration for that
 * experience, so a ticket cannot be made up on a device, and anyone with the public key can check
 * it offline.
 */
export function signTicket(keys: TicketKeys, subject: TicketSubject): string {
  const signature = sign(null, Buffer.from(ticketMessage(subject), "utf8"), keys.privateKey);
  return formatTicketToken(subject, new Uint8Array(signature));
}

/** What a scanned text names when it is a ticket signed by this key; null otherwise. */
export function verifyTicketToken(publicKey: KeyObject, token: string): TicketSubject | null {
  const parsed = parseTicketToken(token);
  if (!parsed) return null;
  const ok = verify(null, Buffer.from(parsed.message, "utf8"), publicKey, parsed.signature);
  return ok ? { registrationId: parsed.registrationId, experienceId: parsed.experienceId } : null;
}
