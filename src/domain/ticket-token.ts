/**
 * The ticket a participant shows at the door, as text in its QR code:
 *
 *   cw1.<registrationId>.<experienceId>.<signature>
 *
 * `signature` is Ed25519 over the UTF-8 bytes of `cw1.<registrationId>.<experienceId>`, made by
 * the server's private key, base64url without padding. A door device verifies it with the public
 * key alone (shipped with its attendee list), so it needs no secret and works with no signal;
 * then it checks the registration against the downloaded list (wrong event, cancelled, already
 * scanned). Peer design: pretix's signed `pretix_sig1` secrets.
 */
export const TICKET_TOKEN_VERSION = "cw1";

export interface TicketSubject {
  registrationId: string;
  experienceId: string;
}

export interface ParsedTicket extends TicketSubject {
  /** The signed text: `cw1.<registrationId>.<experienceId>`. */
  message: string;
  /** The Ed25519 signature's 64 bytes. */
  signature: Uint8Array;
}

const ID = /^[0-9A-Za-z-]{1,64}$/;
const B64URL = /^[A-Za-z0-9_-]+$/;

/** The text the server signs for a registration. */
export function ticketMessage(subject: TicketSubject): string {
  return `${TICKET_TOKEN_VERSION}.${subject.registrationId}.${subject.experienceId}`;
}

/** The QR text: the message and its signature. */
export function formatTicketToken(subject: TicketSubject, signature: Uint8Array): string {
  return `${ticketMessage(subject)}.${toBase64Url(signature)}`;
}

/** Reads a scanned text; null when it is not a CultureWell ticket of this version. */
export function parseTicketToken(text: string): ParsedTicket | null {
  const parts = text.trim().split(".");
  if (parts.length !== 4) return null;
  const [version, registrationId, experienceId, sig] = parts as [string, string, string, string];
  if (version !== TICKET_TOKEN_VERSION) return null;
  if (!ID.test(registrationId) || !ID.test(experienceId) || !B64URL.test(sig)) return null;
  const signature = fromBase64Url(sig);
  if (signature?.length !== 64) return null;
  return {
    registrationId,
    experienceId,
    message: ticketMessage({ registrationId, experienceId }),
    signature,
  };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * A short reference for people at the door to find a ticket by ("ticket id"): the registration
 * id's last 8 characters, upper case. Shown on the ticket and in the attendee list.
 */
export function ticketRef(registrationId: string): string {
  return registrationId.replace(/-/g, "").slice(-8).toUpperCase();
}
