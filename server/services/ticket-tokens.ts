import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema.ts";

const SECRET_KEY = "ticket_secret";

/**
 * The key that signs tickets: TICKET_SECRET when configured, else a random secret made once per
 * database and kept in `settings`, so tickets stay valid across restarts without any setup.
 */
export function resolveTicketSecret(db: Db, configured: string | undefined): string {
  if (configured) return configured;
  const existing = db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get();
  if (existing) return existing.value;
  const value = randomBytes(32).toString("base64url");
  // Insert-or-keep: if two processes race, both then read the one that won.
  db.insert(settings).values({ key: SECRET_KEY, value }).onConflictDoNothing().run();
  return db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get()?.value ?? value;
}

interface TicketSubject {
  registrationId: string;
  experienceId: string;
  userId: string;
}

const payloadOf = (t: TicketSubject) => `${t.registrationId}.${t.experienceId}.${t.userId}`;

/**
 * A registration's ticket token: HMAC-SHA256 of `registrationId.experienceId.userId`, base64url.
 * It proves the server issued that registration, so a ticket cannot be made up on a device.
 */
export function signTicket(secret: string, subject: TicketSubject): string {
  return createHmac("sha256", secret).update(payloadOf(subject)).digest("base64url");
}

export function verifyTicket(secret: string, subject: TicketSubject, token: string): boolean {
  const expected = Buffer.from(signTicket(secret, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
