import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random bearer token, URL-safe. Only its SHA-256 is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * SHA-256 hex of a secret (session tokens, invitation codes). A plain hash is enough because the
 * secrets are high-entropy random values, not passwords: nothing to brute-force from a leak.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
