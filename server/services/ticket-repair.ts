import { eq } from "drizzle-orm";
import { isBooked } from "#domain/registration-lifecycle.ts";
import { userExperiences } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { TicketKeys } from "./ticket-keys.ts";
import { signTicket, verifyTicketToken } from "./ticket-tokens.ts";
import { announce } from "./write-context.ts";

/**
 * Brings every ticket in line with the current key, once at start-up: a registration that holds
 * or held a place gets a `cw1.` token signed by this key (replacing the HMAC tokens of earlier
 * versions, the tokens of a replaced key, and the null tokens the seed writes), a waitlisted or
 * cancelled one none. Each changed registration is announced to its owner, whose next pull
 * brings the new QR. Verifying costs about 50 µs a row; rows already right are left alone.
 * Returns how many changed.
 */
export function repairTickets(db: Db, keys: TicketKeys, now: Date): number {
  const rows = db
    .select({
      id: userExperiences.id,
      userId: userExperiences.userId,
      experienceId: userExperiences.experienceId,
      status: userExperiences.status,
      ticketToken: userExperiences.ticketToken,
    })
    .from(userExperiences)
    .all();
  type Change = { row: (typeof rows)[number]; token: string | null };
  const changes = rows.flatMap((row): Change[] => {
    const subject = { registrationId: row.id, experienceId: row.experienceId };
    if (!isBooked(row.status)) return row.ticketToken === null ? [] : [{ row, token: null }];
    const signed = row.ticketToken ? verifyTicketToken(keys.publicKey, row.ticketToken) : null;
    const valid =
      signed?.registrationId === subject.registrationId &&
      signed.experienceId === subject.experienceId;
    return valid ? [] : [{ row, token: signTicket(keys, subject) }];
  });
  if (changes.length === 0) return 0;
  db.transaction(
    (tx) => {
      for (const { row, token } of changes) {
        tx.update(userExperiences)
          .set({ ticketToken: token })
          .where(eq(userExperiences.id, row.id))
          .run();
        announce({ tx, now }, "registration", row.id, "upsert", [row.userId]);
      }
    },
    { behavior: "immediate" },
  );
  return changes.length;
}
