import { db } from "#db/db.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { upcomingStart } from "#domain/dates.ts";
import { uuidv7 } from "#domain/ids.ts";
import { requireCurrentUserId } from "#features/auth/index.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/** Registrations ("Get Free Ticket", spec §2): one per user and experience. */

export function findRegistration(userId: string, experienceId: string) {
  return db.registrations.where({ userId, experienceId }).first();
}

/**
 * Registers the signed-in user (`registration.create`, status 'registered'). Registering again
 * returns the existing registration. The id is made here, so the ticket can show it offline.
 */
export async function registerForExperience(experienceId: string): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  return db.transaction("rw", queueTables("registration.create"), async () => {
    const existing = await findRegistration(userId, experienceId);
    if (existing) return { id: existing.id };
    const id = uuidv7();
    await queueMutation(
      db,
      "registration.create",
      { id, experienceId, status: "registered" },
      { userId },
    );
    return { id };
  });
}

export function listRegistrations(userId: string): Promise<RegistrationRow[]> {
  return db.registrations.where("userId").equals(userId).toArray();
}

/** Experiences the user registered for that are still to come, soonest first (dashboard). */
export async function upcomingRegisteredExperiences(
  userId: string,
  now = new Date(),
): Promise<ExperienceRow[]> {
  const registrations = await listRegistrations(userId);
  const experiences = await db.experiences.bulkGet(registrations.map((r) => r.experienceId));
  return experiences
    .flatMap((e) => {
      const start = e ? upcomingStart(e.date, now) : null;
      return e && start ? [{ e, start }] : [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || (a.e.id < b.e.id ? -1 : 1))
    .map(({ e }) => e);
}
