import { and, eq } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import { doorHelpers, type ExperienceRow, experiences } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import type { Reader } from "./write-context.ts";

/**
 * Door staff of a partner: the partner and every door helper they named. They alone see the
 * attendee list and the scans of the partner's experiences, and they alone may check tickets in.
 * A listing without a creator (seeded for organisations not on the platform) has no staff.
 */
export async function doorStaffOf(db: Reader, creatorId: string | null): Promise<string[]> {
  if (!creatorId) return [];
  const helpers = await db
    .select({ id: doorHelpers.helperId })
    .from(doorHelpers)
    .where(eq(doorHelpers.partnerId, creatorId));
  return [creatorId, ...helpers.map((h) => h.id)];
}

/** The partners whose door a user helps at. */
export async function partnersHelpedBy(db: Reader, helperId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: doorHelpers.partnerId })
    .from(doorHelpers)
    .where(eq(doorHelpers.helperId, helperId));
  return new Set(rows.map((r) => r.id));
}

/** Whether `userId` is door staff of the partner `creatorId`. */
export async function isDoorStaff(
  db: Reader,
  userId: string | null,
  creatorId: string | null,
): Promise<boolean> {
  if (!userId || !creatorId) return false;
  if (userId === creatorId) return true;
  const helper = await db
    .select({ id: doorHelpers.id })
    .from(doorHelpers)
    .where(and(eq(doorHelpers.partnerId, creatorId), eq(doorHelpers.helperId, userId)))
    .get();
  return !!helper;
}

/**
 * The experience, when `userId` is its door staff: 404 when absent, 403 `door_staff_only` for
 * anyone else (another partner, a removed helper).
 */
export async function requireDoorStaff(
  db: Reader,
  userId: string,
  experienceId: string,
): Promise<ExperienceRow> {
  const experience = await db
    .select()
    .from(experiences)
    .where(eq(experiences.id, experienceId))
    .get();
  if (!experience) throw new ServiceError(R.experience_not_found);
  if (!(await isDoorStaff(db, userId, experience.createdBy))) {
    throw new ServiceError(R.door_staff_only);
  }
  return experience;
}
