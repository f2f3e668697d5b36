import * as v from "valibot";
import { getMeta, setMeta } from "#db/db.ts";
import { fromBase64Url } from "#domain/ticket-token.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The server's public key for ticket signatures (`GET /api/tickets/public-key`), kept in meta
 * under a `public.` key: it is no secret and belongs to the device, not the user, so it survives
 * sign-out and the door keeps verifying tickets with no signal.
 */
export const TICKET_KEY_META = "public.tickets.publicKey";

const publicKeySchema = v.object({
  algorithm: v.literal("Ed25519"),
  publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  keyId: v.string(),
});

const storedKeySchema = v.object({ ...publicKeySchema.entries, fetchedAt: v.string() });
export type StoredTicketKey = v.InferOutput<typeof storedKeySchema>;

/** Downloads the key and stores it. Rejects when offline or when the answer is not a key. */
export async function refreshTicketKey(now = new Date()): Promise<StoredTicketKey> {
  const answer = v.parse(publicKeySchema, await apiFetch<unknown>("/api/tickets/public-key"));
  const stored: StoredTicketKey = { ...answer, fetchedAt: now.toISOString() };
  await setMeta(TICKET_KEY_META, stored);
  return stored;
}

/** The stored key, or null before the first download (or if what is stored is unreadable). */
export async function readTicketKey(): Promise<StoredTicketKey | null> {
  const stored = v.safeParse(storedKeySchema, await getMeta<unknown>(TICKET_KEY_META));
  return stored.success ? stored.output : null;
}

/** The key's raw 32 bytes. */
export function ticketKeyBytes(key: StoredTicketKey): Uint8Array | null {
  const bytes = fromBase64Url(key.publicKey);
  return bytes?.length === 32 ? bytes : null;
}
