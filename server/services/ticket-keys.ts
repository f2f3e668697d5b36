import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { eq } from "drizzle-orm";
import { settings } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { parseTicketPrivateKey } from "../ticket-private-key.ts";

/** Where the key pair made for this database is kept (PKCS#8 DER, base64). */
const SETTINGS_KEY = "ticket_ed25519_pkcs8";

/**
 * The Ed25519 key pair that signs tickets (docs/product.md "Rules"). The private
 * key never leaves the server; the public key is published (`GET /api/tickets/public-key`) so a
 * door device verifies tickets with no secret and no signal.
 */
export interface TicketKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, base64url: what door devices import (WebCrypto "raw"). */
  publicKeyRaw: string;
  /** A short fingerprint of the public key, so a device can tell when the key changed. */
  keyId: string;
}

export function ticketKeysFrom(privateKey: KeyObject): TicketKeys {
  const publicKey = createPublicKey(privateKey);
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url");
  const keyId = createHash("sha256").update(raw).digest("base64url").slice(0, 16);
  return { privateKey, publicKey, publicKeyRaw: raw.toString("base64url"), keyId };
}

/** A fresh key pair's private half as PKCS#8 DER, base64 (what `settings` keeps). */
export function newTicketPrivateKey(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
}

/**
 * The signing keys: TICKET_PRIVATE_KEY when configured, else a key pair made once per database
 * and kept in `settings`, so tickets stay valid across restarts without any setup.
 */
export async function resolveTicketKeys(
  db: Db,
  configured: string | undefined,
): Promise<TicketKeys> {
  if (configured) {
    const key = parseTicketPrivateKey(configured);
    if (!key) throw new Error("TICKET_PRIVATE_KEY is not an Ed25519 private key");
    return ticketKeysFrom(key);
  }
  const read = async () =>
    (await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY)).get())?.value;
  if (!(await read())) {
    // Insert-or-keep: if two processes race, both then read the one that won.
    const value = newTicketPrivateKey();
    await db.write(
      async (tx) => {
        await tx.insert(settings).values({ key: SETTINGS_KEY, value }).onConflictDoNothing();
      },
      { label: "ticket keys" },
    );
  }
  const key = parseTicketPrivateKey((await read()) ?? "");
  if (!key) throw new Error(`settings.${SETTINGS_KEY} is not an Ed25519 private key`);
  return ticketKeysFrom(key);
}
