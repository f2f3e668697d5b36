import { and, asc, count, eq, gte } from "drizzle-orm";
import { upcomingStart } from "#domain/dates.ts";
import type { Experience } from "#domain/experience.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { experiences, userExperiences } from "../db/schema.ts";
import { ServiceError } from "./errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { type Registration, toRegistration } from "./mappers/registration-mapper.ts";
import { signTicket } from "./ticket-tokens.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, type WriteCtx } from "./write-context.ts";

const DAY_MS = 86_400_000;

function registrationsFor(db: Reader, experienceId: string): number {
  return (
    db
      .select({ n: count() })
      .from(userExperiences)
      .where(eq(userExperiences.experienceId, experienceId))
      .get()?.n ?? 0
  );
}

/**
 * Registers the caller (status 'registered'). Registering again for the same experience is the
 * same registration: it is returned unchanged, never counted twice. When the repeat came with a
 * different client id, that id is announced as deleted so the device drops its optimistic copy
 * and keeps the server's row. Capacity is checked inside the write transaction, so two
 * registrations for the last place cannot both succeed.
 */
export function createRegistration(
  ctx: WriteCtx,
  args: MutationArgs<"registration.create">,
): Registration {
  const byId = ctx.tx.select().from(userExperiences).where(eq(userExperiences.id, args.id)).get();
  if (byId) {
    if (byId.userId !== ctx.user.id) throw new ServiceError(R.id_in_use);
    return toRegistration(byId);
  }
  const mine = ctx.tx
    .select()
    .from(userExperiences)
    .where(
      and(
        eq(userExperiences.userId, ctx.user.id),
        eq(userExperiences.experienceId, args.experienceId),
      ),
    )
    .get();
  if (mine) {
    announce(ctx, "registration", args.id, "delete", [ctx.user.id]);
    announce(ctx, "registration", mine.id, "upsert", [ctx.user.id]);
    return toRegistration(mine);
  }
  const experience = findExperienceRow(ctx.tx, args.experienceId);
  if (!experience) throw new ServiceError(R.experience_not_found);
  if (!experience.isActive) throw new ServiceError(R.experience_inactive);
  const max = experience.maxParticipants;
  if (max != null && registrationsFor(ctx.tx, experience.id) >= max) {
    throw new ServiceError(R.experience_full);
  }
  const row = ctx.tx
    .insert(userExperiences)
    .values({
      id: args.id,
      userId: ctx.user.id,
      experienceId: experience.id,
      status: args.status,
      registeredAt: ctx.madeAt.toISOString(),
      ticketToken: signTicket(ctx.ticketSecret, {
        registrationId: args.id,
        experienceId: experience.id,
        userId: ctx.user.id,
      }),
    })
    .returning()
    .get();
  announce(ctx, "registration", row.id, "upsert", [ctx.user.id]);
  return toRegistration(row);
}

/** The caller's registrations, oldest first. */
export function listRegistrations(db: Reader, userId: string, viewer: Viewer): Registration[] {
  assertViewerIs(viewer, userId);
  return db
    .select()
    .from(userExperiences)
    .where(eq(userExperiences.userId, userId))
    .orderBy(asc(userExperiences.registeredAt), asc(userExperiences.id))
    .all()
    .map(toRegistration);
}

/** Experiences the user registered for that are still to come, soonest first. */
export function upcomingExperiences(
  db: Reader,
  userId: string,
  viewer: Viewer,
  now: Date,
): Experience[] {
  assertViewerIs(viewer, userId);
  return db
    .select({ experience: experiences })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(eq(userExperiences.userId, userId))
    .all()
    .map((r) => ({ e: toExperience(r.experience), start: upcomingStart(r.experience.date, now) }))
    .filter((x): x is { e: Experience; start: Date } => x.start !== null)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || (a.e.id < b.e.id ? -1 : 1))
    .map((x) => x.e);
}

/** Registration counts per experience id (recommendations leave full experiences out). */
export function registrationCounts(db: Reader): Map<string, number> {
  const rows = db
    .select({ id: userExperiences.experienceId, n: count() })
    .from(userExperiences)
    .groupBy(userExperiences.experienceId)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}

function countBookings(db: Reader, creatorId: string, since?: string): number {
  const mine = eq(experiences.createdBy, creatorId);
  return (
    db
      .select({ n: count() })
      .from(userExperiences)
      .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
      .where(since ? and(mine, gte(userExperiences.registeredAt, since)) : mine)
      .get()?.n ?? 0
  );
}

/** Real bookings of a partner's listings: all of them, and those made in the last 7 days. */
export function bookingStats(db: Reader, creatorId: string, viewer: Viewer, now: Date) {
  assertViewerIs(viewer, creatorId);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  return {
    totalBookings: countBookings(db, creatorId),
    weeklyBookings: countBookings(db, creatorId, weekAgo),
  };
}
