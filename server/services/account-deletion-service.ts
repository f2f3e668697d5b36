import { and, eq, inArray, like } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import {
  appliedMutations,
  calendarEvents,
  calendarFeeds,
  changeLog,
  checkins,
  eventReminders,
  experiences,
  inquiries,
  invitationCodes,
  moodEntries,
  pushSubscriptions,
  sessions,
  userExperiences,
  userFavorites,
  userInteractions,
  users,
} from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { detachPartner, removeDoorRoles } from "./account-deletion-door.ts";
import { removeReferralsOf } from "./account-deletion-referrals.ts";
import { doorStaffOf } from "./door-staff.ts";
import type { ServiceDeps } from "./mutation-runner.ts";
import { settlePlaces } from "./registration-places.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * "Delete my account" (docs/decisions/0013-account-deletion.md). The caller has already
 * proved their password (auth-service `confirmPassword`). ONE write transaction removes every
 * row of the person, or nothing: no half-deleted account can remain. What stays is anonymous by
 * construction: experiences' rating sums and counts, places counters recomputed from the
 * remaining registrations, inquiries they sent (without name, e-mail or link), listings of a
 * partner (deactivated, without creator) and one public tombstone of a partner profile.
 */
export async function deleteAccount(deps: ServiceDeps, user: PublicUser): Promise<void> {
  await deps.db.write(
    async (tx) => {
      const now = deps.clock();
      const ctx: WriteCtx = { tx, user, now, madeAt: now, ticketKeys: deps.ticketKeys };
      if (!(await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).get())) {
        throw new ServiceError(R.user_not_found);
      }
      await releaseRegistrations(ctx);
      await detachPartner(ctx);
      await removeDoorRoles(ctx);
      await anonymiseInquiries(ctx);
      await removeReferralsOf(ctx);
      await removeOwnRows(ctx);
    },
    { label: "account.delete" },
  );
}

/**
 * Their registrations go, with the door scans of them; each place they held goes to the first
 * person waiting, in this transaction (the same rule as a cancellation: registration-places.ts),
 * and the counters are recomputed. Door staff are told the attendee and scan rows are gone.
 */
async function releaseRegistrations(ctx: WriteCtx): Promise<void> {
  const rows = await ctx.tx
    .select({ id: userExperiences.id, experienceId: userExperiences.experienceId })
    .from(userExperiences)
    .where(eq(userExperiences.userId, ctx.user.id));
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const scans = await ctx.tx
    .delete(checkins)
    .where(inArray(checkins.registrationId, ids))
    .returning({ id: checkins.id, experienceId: checkins.experienceId });
  await ctx.tx.delete(userExperiences).where(inArray(userExperiences.id, ids));
  const staffOf = async (experienceId: string) => {
    const row = await ctx.tx
      .select({ createdBy: experiences.createdBy })
      .from(experiences)
      .where(eq(experiences.id, experienceId))
      .get();
    return await doorStaffOf(ctx.tx, row?.createdBy ?? null);
  };
  for (const r of rows) {
    await announce(ctx, "attendee", r.id, "delete", await staffOf(r.experienceId));
  }
  for (const s of scans) {
    await announce(ctx, "checkin", s.id, "delete", await staffOf(s.experienceId));
  }
  for (const experienceId of new Set(rows.map((r) => r.experienceId))) {
    await settlePlaces(ctx, experienceId);
  }
}

/** Inquiries they sent stay with the partner who received them, without who sent them. */
async function anonymiseInquiries(ctx: WriteCtx): Promise<void> {
  const sent = await ctx.tx
    .update(inquiries)
    .set({ userId: null, name: "", email: "" })
    .where(eq(inquiries.userId, ctx.user.id))
    .returning({ id: inquiries.id, experienceId: inquiries.experienceId });
  for (const inquiry of sent) {
    const row = await ctx.tx
      .select({ createdBy: experiences.createdBy })
      .from(experiences)
      .where(eq(experiences.id, inquiry.experienceId))
      .get();
    await announce(ctx, "inquiry", inquiry.id, "upsert", [row?.createdBy]);
  }
}

/**
 * Everything else that is theirs, table by table. Feedback rows go but the experiences' rating
 * sums and counts keep them (anonymous aggregates). Their own sync feed (change_log rows
 * addressed to them) and exactly-once records go last, after the announcements above, which
 * were addressed to other people only.
 */
async function removeOwnRows(ctx: WriteCtx): Promise<void> {
  const id = ctx.user.id;
  const { tx } = ctx;
  await tx.delete(userInteractions).where(eq(userInteractions.userId, id));
  await tx.delete(userFavorites).where(eq(userFavorites.userId, id));
  await tx.delete(moodEntries).where(eq(moodEntries.userId, id));
  await tx.delete(eventReminders).where(eq(eventReminders.userId, id));
  await tx.delete(calendarEvents).where(eq(calendarEvents.userId, id));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  await tx.update(invitationCodes).set({ usedBy: null }).where(eq(invitationCodes.usedBy, id));
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(appliedMutations).where(eq(appliedMutations.userId, id));
  await scrubOthersReplays(ctx);
  await tx.delete(changeLog).where(eq(changeLog.audience, id));
  // Older public announcements of their partner profile: only its tombstone (op delete) stays.
  await tx.delete(changeLog).where(and(eq(changeLog.entityId, id), eq(changeLog.op, "upsert")));
  await tx.delete(users).where(eq(users.id, id));
}

/**
 * Other people's exactly-once records keep the answer of their request for a replay, and an
 * answer may name this person (a partner naming them as door helper gets their id and name
 * back). The answer's value goes; the outcome stays, so a replay is still applied exactly once.
 */
async function scrubOthersReplays(ctx: WriteCtx): Promise<void> {
  // LIKE is portable here only because of what a user id is: a lowercase UUID (uuidv7, only
  // [0-9a-f-]), so it holds no LIKE wildcard (% _) and no letter whose case could differ.
  // PostgreSQL's LIKE is case-sensitive and SQLite's is not for ASCII, but the answers hold the
  // id as stored (lowercase), so both engines find the same rows.
  const rows = await ctx.tx
    .select()
    .from(appliedMutations)
    .where(like(appliedMutations.result, `%${ctx.user.id}%`));
  for (const row of rows) {
    const outcome = JSON.parse(row.result) as Record<string, unknown>;
    await ctx.tx
      .update(appliedMutations)
      .set({ result: JSON.stringify({ ...outcome, value: null }) })
      .where(
        and(
          eq(appliedMutations.userId, row.userId),
          eq(appliedMutations.mutationId, row.mutationId),
        ),
      );
  }
}
