import { and, eq } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import { doorHelpers, type ExperienceRow, experiences } from "../db/schema.ts";
import { ServiceError } from "./errors.ts";
import type { Reader } from "./write-context.ts";

/**
 * Door staff of a partner: the partner and every door helper they named. They alone see the
 * attendee list and the scans of the partner's experiences, and they alone may check tickets in.
 * A listing without a creator (seeded for organisations not on the platform) has no staff.
 */
export function doorStaffOf(db: Reader, creatorId: string | null): string[] {
  if (!creatorId) return [];
  const helpers = db
    .select({ id: doorHelpers.helperId })
    .from(doorHelpers)
    .where(eq(doorHelpers.partnerId, creatorId))
    .all();
  return [creatorId, ...helpers.map((h) => h.id)];
}

/** The partners whose door a user helps at. */
export function partnersHelpedBy(db: Reader, helperId: string): Set<string> {
  const rows = db
    .select({ id: doorHelpers.partnerId })
    .from(doorHelpers)
    .where(eq(doorHelpers.helperId, helperId))
    .all();
  return new Set(rows.map((r) => r.id));
}

/** Whether `userId` is door staff of the partner `creatorId`. */
export function isDoorStaff(db: Reader, userId: string | null, creatorId: string | null): boolean {
  if (!userId || !creatorId) return false;
  if (userId === creatorId) return true;
  return !!db
    .select({ id: doorHelpers.id })
    .from(doorHelpers)
    .where(and(eq(doorHelpers.partnerId, creatorId), eq(doorHelpers.helperId, userId)))
    .get();
}

/**
 * The experience, when `userId` is its door staff: 404 when absent, 403 `door_staff_only` for
 * anyone else (another partner, a removed helper).
 */
export function requireDoorStaff(db: Reader, userId: string, experienceId: string): ExperienceRow {
  const experience = db.select().from(experiences).where(eq(experiences.id, experienceId)).get();
  if (!experience) throw new ServiceError(R.experience_not_found);
  if (!isDoorStaff(db, userId, experience.createdBy)) throw new ServiceError(R.door_staff_only);
  return experience;
}
