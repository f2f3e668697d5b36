import { and, asc, count, eq } from "drizzle-orm";
import { hasEnded, holdsPlace, statusForNewRegistration } from "#domain/registration-lifecycle.ts";
import { type ExperienceRow, experiences, userExperiences } from "../db/schema.ts";
import { bookReferrals } from "./referral-steps.ts";
import { announceRegistration } from "./registration-announce.ts";
import { signTicket } from "./ticket-tokens.ts";
import { type Announcer, announce, type Reader, type WriteCtx } from "./write-context.ts";

/** The real counts, from the registrations themselves (one indexed scan per experience). */
export async function countPlaces(db: Reader, experienceId: string) {
  const rows = await db
    .select({ status: userExperiences.status, n: count() })
    .from(userExperiences)
    .where(eq(userExperiences.experienceId, experienceId))
    .groupBy(userExperiences.status);
  let placesTaken = 0;
  let waitlistCount = 0;
  for (const { status, n } of rows) {
    if (holdsPlace(status)) placesTaken += n;
    if (status === "waitlisted") waitlistCount += n;
  }
  return { placesTaken, waitlistCount };
}

async function experienceRow(db: Reader, id: string): Promise<ExperienceRow> {
  const row = await db.select().from(experiences).where(eq(experiences.id, id)).get();
  if (!row) throw new Error(`experience ${id} vanished inside its own write`);
  return row;
}

/**
 * Writes experiences.places_taken / waitlist_count as recounted from the rows, in the caller's
 * transaction, and announces the experience publicly when either changed: every device then shows
 * the places left and the waiting list as the server sees them. Returns the current row.
 */
export async function writePlaceCounts(
  ctx: Announcer,
  experienceId: string,
): Promise<ExperienceRow> {
  const row = await experienceRow(ctx.tx, experienceId);
  const counts = await countPlaces(ctx.tx, experienceId);
  if (counts.placesTaken === row.placesTaken && counts.waitlistCount === row.waitlistCount) {
    return row;
  }
  const updated = await ctx.tx
    .update(experiences)
    .set(counts)
    .where(eq(experiences.id, experienceId))
    .returning()
    .get();
  if (!updated) throw new Error(`experience ${experienceId} vanished inside its own write`);
  await announce(ctx, "experience", experienceId, "upsert", ["public"]);
  return updated;
}

async function firstWaiting(db: Reader, experienceId: string) {
  return await db
    .select()
    .from(userExperiences)
    .where(
      and(eq(userExperiences.experienceId, experienceId), eq(userExperiences.status, "waitlisted")),
    )
    .orderBy(asc(userExperiences.registeredAt), asc(userExperiences.id))
    .limit(1)
    .get();
}

/**
 * After any change that can free a place (a cancellation, a larger capacity): while there is a
 * place and someone waits, the first waiting person (earliest registeredAt, then id) gets it,
 * with a signed ticket, in THIS transaction, so a freed place is never given twice or lost.
 * Nobody is promoted once the experience has ended. Then the counters are written exactly.
 */
export async function settlePlaces(ctx: WriteCtx, experienceId: string): Promise<ExperienceRow> {
  const experience = await experienceRow(ctx.tx, experienceId);
  if (!hasEnded(experience.date, experience.duration, ctx.now)) {
    let { placesTaken } = await countPlaces(ctx.tx, experienceId);
    while (statusForNewRegistration(experience.maxParticipants, placesTaken) === "registered") {
      const next = await firstWaiting(ctx.tx, experienceId);
      if (!next) break;
      const ticketToken = signTicket(ctx.ticketKeys, { registrationId: next.id, experienceId });
      await ctx.tx
        .update(userExperiences)
        .set({ status: "registered", ticketToken })
        .where(eq(userExperiences.id, next.id));
      await announceRegistration(ctx, next, experience.createdBy);
      await bookReferrals(ctx, next, ctx.now.toISOString()); // a place now held books a referral
      placesTaken++;
    }
  }
  return await writePlaceCounts(ctx, experienceId);
}
