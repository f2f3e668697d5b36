import { and, eq, isNull } from "drizzle-orm";
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
export async function repairTickets(db: Db, keys: TicketKeys, now: Date): Promise<number> {
  const rows = await db
    .select({
      id: userExperiences.id,
      userId: userExperiences.userId,
      experienceId: userExperiences.experienceId,
      status: userExperiences.status,
      ticketToken: userExperiences.ticketToken,
    })
    .from(userExperiences);
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
  // The rows were read and signed outside the write (signing is the slow part), so each update
  // applies only while the registration is still as it was read: a registration a write changed
  // meanwhile (a cancellation, a promotion) already carries the token its new status needs.
  return await db.write(
    async (tx) => {
      let changed = 0;
      for (const { row, token } of changes) {
        const updated = await tx
          .update(userExperiences)
          .set({ ticketToken: token })
          .where(
            and(
              eq(userExperiences.id, row.id),
              eq(userExperiences.status, row.status),
              row.ticketToken === null
                ? isNull(userExperiences.ticketToken)
                : eq(userExperiences.ticketToken, row.ticketToken),
            ),
          )
          .returning({ id: userExperiences.id });
        if (updated.length === 0) continue;
        changed++;
        await announce({ tx, now }, "registration", row.id, "upsert", [row.userId]);
      }
      return changed;
    },
    { label: "ticket repair" },
  );
}
