import { and, eq, inArray } from "drizzle-orm";
import { checkins, experiences, userExperiences, users } from "../db/schema.ts";
import { type Attendee, toAttendee } from "./mappers/attendee-mapper.ts";
import type { Reader } from "./write-context.ts";

/**
 * Attendee rows by registration id, each with the creator of its experience (whose door staff
 * may see it). Callers check visibility; this only reads.
 */
export async function loadAttendees(
  db: Reader,
  registrationIds: string[],
): Promise<{ attendee: Attendee; creatorId: string | null }[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .select({
      registration: userExperiences,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      creatorId: experiences.createdBy,
    })
    .from(userExperiences)
    .innerJoin(users, eq(users.id, userExperiences.userId))
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(inArray(userExperiences.id, registrationIds));
  const admitted = await db
    .select({ registrationId: checkins.registrationId, deviceName: checkins.deviceName })
    .from(checkins)
    .where(
      and(inArray(checkins.registrationId, registrationIds), eq(checkins.outcome, "admitted")),
    );
  const admittedBy = new Map(admitted.map((c) => [c.registrationId, c.deviceName]));
  return rows.map((r) => ({
    attendee: toAttendee(r.registration, r, admittedBy.get(r.registration.id) ?? null),
    creatorId: r.creatorId,
  }));
}

/** Ids of every attendee and scan of a partner's experiences (what their door staff hold). */
export async function doorRowIdsOf(db: Reader, partnerId: string) {
  const attendeeIds = (
    await db
      .select({ id: userExperiences.id })
      .from(userExperiences)
      .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
      .where(eq(experiences.createdBy, partnerId))
  ).map((r) => r.id);
  const checkinIds = (
    await db
      .select({ id: checkins.id })
      .from(checkins)
      .innerJoin(experiences, eq(experiences.id, checkins.experienceId))
      .where(eq(experiences.createdBy, partnerId))
  ).map((r) => r.id);
  return { attendeeIds, checkinIds };
}
