import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { fromBase64Url, parseTicketToken, ticketMessage } from "#domain/ticket-token.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { parseTicketPrivateKey } from "../ticket-private-key.ts";
import { newTicketPrivateKey, resolveTicketKeys, ticketKeysFrom } from "./ticket-keys.ts";
import { signTicket, verifyTicketToken } from "./ticket-tokens.ts";

const subject = { registrationId: uuidv7(), experienceId: uuidv7() };
const keysOf = (der: string) => {
  const key = parseTicketPrivateKey(der);
  if (!key) throw new Error("test key does not parse");
  return ticketKeysFrom(key);
};

/** How a door device verifies: only the published raw public key, no secret. */
function verifyWithRawKey(publicKeyRaw: string, token: string): boolean {
  const parsed = parseTicketToken(token);
  if (!parsed) return false;
  const key = createPublicKey({
    key: { kty: "OKP", crv: "Ed25519", x: publicKeyRaw },
    format: "jwk",
  });
  return verify(null, Buffer.from(parsed.message), key, parsed.signature);
}

describe("Ed25519 ticket tokens", () => {
  const keys = keysOf(newTicketPrivateKey());

  it("are cw1.<registration>.<experience>.<signature> and verify with the raw public key alone", () => {
    const token = signTicket(keys, subject);
    expect(token.startsWith(`${ticketMessage(subject)}.`)).toBe(true);
    expect(fromBase64Url(token.split(".")[3] ?? "")?.length).toBe(64);
    expect(Buffer.from(keys.publicKeyRaw, "base64url")).toHaveLength(32);
    expect(verifyWithRawKey(keys.publicKeyRaw, token)).toBe(true);
    expect(verifyTicketToken(keys.publicKey, token)).toEqual(subject);
  });

  it("a tampered token, another key's token or a made-up one does not verify", () => {
    const token = signTicket(keys, subject);
    const other = signTicket(keys, { ...subject, experienceId: uuidv7() });
    const swapped = `${ticketMessage({ ...subject, experienceId: uuidv7() })}.${token.split(".")[3]}`;
    const flipped = token.slice(0, -2) + (token.endsWith("AA") ? "BA" : "AA");
    const foreign = signTicket(keysOf(newTicketPrivateKey()), subject);
    for (const bad of [swapped, flipped, foreign, `${token}x`, "cw1.a.b.c", other.slice(0, 40)]) {
      expect(verifyTicketToken(keys.publicKey, bad), bad).toBeNull();
      expect(verifyWithRawKey(keys.publicKeyRaw, bad), bad).toBe(false);
    }
  });

  it("without TICKET_PRIVATE_KEY, one key pair per database survives restarts", async () => {
    const { db, close } = await openTestDatabase();
    try {
      const first = await resolveTicketKeys(db, undefined);
      const again = await resolveTicketKeys(db, undefined);
      expect(again.publicKeyRaw).toBe(first.publicKeyRaw);
      expect(again.keyId).toBe(first.keyId);
      const configured = newTicketPrivateKey();
      const withConfigured = await resolveTicketKeys(db, configured);
      expect(withConfigured.publicKeyRaw).toBe(keysOf(configured).publicKeyRaw);
      expect(withConfigured.publicKeyRaw).not.toBe(first.publicKeyRaw);
    } finally {
      await close();
    }
  });

  it("reads TICKET_PRIVATE_KEY as PEM or base64 DER, and refuses other key types", () => {
    const der = newTicketPrivateKey();
    const pem = `-----BEGIN PRIVATE KEY-----\n${der}\n-----END PRIVATE KEY-----\n`;
    expect(keysOf(pem).publicKeyRaw).toBe(keysOf(der).publicKeyRaw);
    expect(parseTicketPrivateKey("not a key")).toBeNull();
    expect(parseTicketPrivateKey(Buffer.from("x".repeat(48)).toString("base64"))).toBeNull();
  });
});
