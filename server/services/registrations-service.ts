import { and, asc, eq } from "drizzle-orm";
import { upcomingStart } from "#domain/dates.ts";
import type { Experience } from "#domain/experience.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import {
  canCancel,
  hasEnded,
  isActiveRegistration,
  statusForNewRegistration,
} from "#domain/registration-lifecycle.ts";
import { experiences, userExperiences } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { type Registration, toRegistration } from "./mappers/registration-mapper.ts";
import { bookReferrals } from "./referral-steps.ts";
import { announceRegistration } from "./registration-announce.ts";
import { settlePlaces } from "./registration-places.ts";
import { signTicket } from "./ticket-tokens.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, type WriteCtx } from "./write-context.ts";

async function findMine(db: Reader, userId: string, experienceId: string) {
  return await db
    .select()
    .from(userExperiences)
    .where(and(eq(userExperiences.userId, userId), eq(userExperiences.experienceId, experienceId)))
    .get();
}

/**
 * Registers the caller: a place while there is one, else the waiting list (status
 * 'waitlisted', no ticket). The decision reads experiences.places_taken inside the write
 * transaction, and the counters are rewritten in it, so two registrations for the last place
 * can never both get it. One registration per (user, experience): registering again returns
 * it unchanged, and after a cancellation revives that same row (new registeredAt). When the
 * repeat came with another client id, that id is announced as deleted so the device drops its
 * optimistic copy and keeps the server's row.
 */
export async function createRegistration(
  ctx: WriteCtx,
  args: MutationArgs<"registration.create">,
): Promise<Registration> {
  const byId = await ctx.tx
    .select()
    .from(userExperiences)
    .where(eq(userExperiences.id, args.id))
    .get();
  if (byId && (byId.userId !== ctx.user.id || byId.experienceId !== args.experienceId)) {
    throw new ServiceError(R.id_in_use);
  }
  const mine = byId ?? (await findMine(ctx.tx, ctx.user.id, args.experienceId));
  const otherId = mine && mine.id !== args.id;
  if (otherId) await announce(ctx, "registration", args.id, "delete", [ctx.user.id]);
  if (mine && mine.status !== "cancelled") {
    if (otherId) await announce(ctx, "registration", mine.id, "upsert", [ctx.user.id]);
    return toRegistration(mine);
  }

  const experience = await findExperienceRow(ctx.tx, args.experienceId);
  if (!experience) throw new ServiceError(R.experience_not_found);
  if (!experience.isActive) throw new ServiceError(R.experience_inactive);
  // Nobody can come any more: a registration now would only turn into a no-show. Like a
  // cancellation, one made on a device before the end counts, even when it syncs after.
  if (hasEnded(experience.date, experience.duration, ctx.madeAt)) {
    throw new ServiceError(R.experience_ended);
  }
  const id = mine?.id ?? args.id;
  const status = statusForNewRegistration(experience.maxParticipants, experience.placesTaken);
  const fields = {
    status,
    registeredAt: ctx.madeAt.toISOString(),
    cancelledAt: null,
    ticketToken:
      status === "registered"
        ? signTicket(ctx.ticketKeys, { registrationId: id, experienceId: experience.id })
        : null,
  };
  const row = mine
    ? await ctx.tx
        .update(userExperiences)
        .set(fields)
        .where(eq(userExperiences.id, id))
        .returning()
        .get()
    : await ctx.tx
        .insert(userExperiences)
        .values({ id, userId: ctx.user.id, experienceId: experience.id, ...fields })
        .returning()
        .get();
  await announceRegistration(ctx, row, experience.createdBy);
  if (row.status === "registered") await bookReferrals(ctx, row, ctx.madeAt.toISOString());
  await settlePlaces(ctx, experience.id);
  return toRegistration(row);
}

/**
 * Cancels the caller's registration or takes them off the waiting list, until the start (by
 * when the person acted: an offline cancellation made in time counts). A place it held goes to
 * the first person waiting in the same transaction. Cancelling again (a second device's replay)
 * is a harmless no-op.
 */
export async function cancelRegistration(
  ctx: WriteCtx,
  args: MutationArgs<"registration.cancel">,
): Promise<Registration> {
  const mine = await findMine(ctx.tx, ctx.user.id, args.experienceId);
  if (!mine) throw new ServiceError(R.registration_not_found);
  if (mine.status === "cancelled") return toRegistration(mine);
  const experience = await findExperienceRow(ctx.tx, mine.experienceId);
  if (!experience || !canCancel(mine.status, experience.date, ctx.madeAt)) {
    throw new ServiceError(R.registration_not_cancellable);
  }
  const row = await ctx.tx
    .update(userExperiences)
    .set({ status: "cancelled", cancelledAt: ctx.madeAt.toISOString(), ticketToken: null })
    .where(eq(userExperiences.id, mine.id))
    .returning()
    .get();
  await announceRegistration(ctx, row, experience.createdBy);
  await settlePlaces(ctx, experience.id);
  return toRegistration(row);
}

/** The caller's registrations (cancelled ones too: the device shows their state), oldest first. */
export async function listRegistrations(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<Registration[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select()
    .from(userExperiences)
    .where(eq(userExperiences.userId, userId))
    .orderBy(asc(userExperiences.registeredAt), asc(userExperiences.id));
  return rows.map(toRegistration);
}

/** Experiences the user is signed up for (or waiting for) that are still to come, soonest first. */
export async function upcomingExperiences(
  db: Reader,
  userId: string,
  viewer: Viewer,
  now: Date,
): Promise<Experience[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select({ experience: experiences, status: userExperiences.status })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(eq(userExperiences.userId, userId));
  return rows
    .filter((r) => isActiveRegistration(r.status))
    .map((r) => ({ e: toExperience(r.experience), start: upcomingStart(r.experience.date, now) }))
    .filter((x): x is { e: Experience; start: Date } => x.start !== null)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || (a.e.id < b.e.id ? -1 : 1))
    .map((x) => x.e);
}

/** Places taken per experience id (recommendations leave full experiences out). */
export async function registrationCounts(db: Reader): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: experiences.id, n: experiences.placesTaken })
    .from(experiences);
  return new Map(rows.map((r) => [r.id, r.n]));
}
