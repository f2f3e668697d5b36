import { createPrivateKey, type KeyObject } from "node:crypto";

/**
 * Reads TICKET_PRIVATE_KEY: a PKCS#8 PEM (real or `\n`-escaped line breaks) or the PKCS#8 DER
 * as base64/base64url. Null when it is not an Ed25519 private key.
 */
export function parseTicketPrivateKey(text: string): KeyObject | null {
  try {
    const trimmed = text.trim();
    const key = trimmed.startsWith("-----BEGIN")
      ? createPrivateKey(trimmed.replace(/\\n/g, "\n"))
      : createPrivateKey({
          key: Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64"),
          format: "der",
          type: "pkcs8",
        });
    return key.asymmetricKeyType === "ed25519" ? key : null;
  } catch {
    return null;
  }
}
