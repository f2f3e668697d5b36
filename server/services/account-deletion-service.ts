import { and, eq, inArray, sql } from "drizzle-orm";
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
import { detachPartner, removeDoorRoles } from "./account-deletion-door.ts";
import { removeReferralsOf } from "./account-deletion-referrals.ts";
import { doorStaffOf } from "./door-staff.ts";
import { ServiceError } from "./errors.ts";
import type { ServiceDeps } from "./mutation-runner.ts";
import { settlePlaces } from "./registration-places.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * "Delete my account" (issue 13; docs/decisions/0013-account-deletion.md). The caller has already
 * proved their password (auth-service `confirmPassword`). ONE immediate transaction removes every
 * row of the person, or nothing: no half-deleted account can remain. What stays is anonymous by
 * construction: experiences' rating sums and counts, places counters recomputed from the
 * remaining registrations, inquiries they sent (without name, e-mail or link), listings of a
 * partner (deactivated, without creator) and one public tombstone of a partner profile.
 */
export function deleteAccount(deps: ServiceDeps, user: PublicUser): void {
  deps.db.transaction(
    (tx) => {
      const now = deps.clock();
      const ctx: WriteCtx = { tx, user, now, madeAt: now, ticketKeys: deps.ticketKeys };
      if (!tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).get()) {
        throw new ServiceError(R.user_not_found);
      }
      releaseRegistrations(ctx);
      detachPartner(ctx);
      removeDoorRoles(ctx);
      anonymiseInquiries(ctx);
      removeReferralsOf(ctx);
      removeOwnRows(ctx);
    },
    { behavior: "immediate" },
  );
}

/**
 * Their registrations go, with the door scans of them; each place they held goes to the first
 * person waiting, in this transaction (the same rule as a cancellation: registration-places.ts),
 * and the counters are recomputed. Door staff are told the attendee and scan rows are gone.
 */
function releaseRegistrations(ctx: WriteCtx): void {
  const rows = ctx.tx
    .select({ id: userExperiences.id, experienceId: userExperiences.experienceId })
    .from(userExperiences)
    .where(eq(userExperiences.userId, ctx.user.id))
    .all();
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const scans = ctx.tx
    .delete(checkins)
    .where(inArray(checkins.registrationId, ids))
    .returning({ id: checkins.id, experienceId: checkins.experienceId })
    .all();
  ctx.tx.delete(userExperiences).where(inArray(userExperiences.id, ids)).run();
  const staffOf = (experienceId: string) => {
    const row = ctx.tx
      .select({ createdBy: experiences.createdBy })
      .from(experiences)
      .where(eq(experiences.id, experienceId))
      .get();
    return doorStaffOf(ctx.tx, row?.createdBy ?? null);
  };
  for (const r of rows) announce(ctx, "attendee", r.id, "delete", staffOf(r.experienceId));
  for (const s of scans) announce(ctx, "checkin", s.id, "delete", staffOf(s.experienceId));
  for (const experienceId of new Set(rows.map((r) => r.experienceId))) {
    settlePlaces(ctx, experienceId);
  }
}

/** Inquiries they sent stay with the partner who received them, without who sent them. */
function anonymiseInquiries(ctx: WriteCtx): void {
  const sent = ctx.tx
    .update(inquiries)
    .set({ userId: null, name: "", email: "" })
    .where(eq(inquiries.userId, ctx.user.id))
    .returning({ id: inquiries.id, experienceId: inquiries.experienceId })
    .all();
  for (const inquiry of sent) {
    const row = ctx.tx
      .select({ createdBy: experiences.createdBy })
      .from(experiences)
      .where(eq(experiences.id, inquiry.experienceId))
      .get();
    announce(ctx, "inquiry", inquiry.id, "upsert", [row?.createdBy]);
  }
}

/**
 * Everything else that is theirs, table by table. Feedback rows go but the experiences' rating
 * sums and counts keep them (anonymous aggregates). Their own sync feed (change_log rows
 * addressed to them) and exactly-once records go last, after the announcements above, which
 * were addressed to other people only.
 */
function removeOwnRows(ctx: WriteCtx): void {
  const id = ctx.user.id;
  const { tx } = ctx;
  tx.delete(userInteractions).where(eq(userInteractions.userId, id)).run();
  tx.delete(userFavorites).where(eq(userFavorites.userId, id)).run();
  tx.delete(moodEntries).where(eq(moodEntries.userId, id)).run();
  tx.delete(eventReminders).where(eq(eventReminders.userId, id)).run();
  tx.delete(calendarEvents).where(eq(calendarEvents.userId, id)).run();
  tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, id)).run();
  tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id)).run();
  tx.update(invitationCodes).set({ usedBy: null }).where(eq(invitationCodes.usedBy, id)).run();
  tx.delete(sessions).where(eq(sessions.userId, id)).run();
  tx.delete(appliedMutations).where(eq(appliedMutations.userId, id)).run();
  scrubOthersReplays(ctx);
  tx.delete(changeLog).where(eq(changeLog.audience, id)).run();
  // Older public announcements of their partner profile: only its tombstone (op delete) stays.
  tx.delete(changeLog)
    .where(and(eq(changeLog.entityId, id), eq(changeLog.op, "upsert")))
    .run();
  tx.delete(users).where(eq(users.id, id)).run();
}

/**
 * Other people's exactly-once records keep the answer of their request for a replay, and an
 * answer may name this person (a partner naming them as door helper gets their id and name
 * back). The answer's value goes; the outcome stays, so a replay is still applied exactly once.
 */
function scrubOthersReplays(ctx: WriteCtx): void {
  const rows = ctx.tx
    .select()
    .from(appliedMutations)
    .where(sql`instr(${appliedMutations.result}, ${ctx.user.id}) > 0`)
    .all();
  for (const row of rows) {
    const outcome = JSON.parse(row.result) as Record<string, unknown>;
    ctx.tx
      .update(appliedMutations)
      .set({ result: JSON.stringify({ ...outcome, value: null }) })
      .where(
        and(
          eq(appliedMutations.userId, row.userId),
          eq(appliedMutations.mutationId, row.mutationId),
        ),
      )
      .run();
  }
}
