import { generateKeyPairSync, sign } from "node:crypto";
import {
  formatTicketToken,
  fromBase64Url,
  type TicketSubject,
  ticketMessage,
} from "#domain/ticket-token.ts";

/**
 * A real Ed25519 key pair, as the server holds one: tests sign tickets exactly as the server
 * does and hand the door only the public key (raw 32 bytes, base64url as the key route sends it).
 */
export function ticketSigner() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const publicKeyText = publicKey.export({ format: "jwk" }).x ?? "";
  return {
    publicKeyText,
    publicKey: fromBase64Url(publicKeyText) ?? new Uint8Array(),
    token: (subject: TicketSubject) =>
      formatTicketToken(
        subject,
        new Uint8Array(sign(null, Buffer.from(ticketMessage(subject)), privateKey)),
      ),
  };
}
