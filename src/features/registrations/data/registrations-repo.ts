import { db } from "#db/db.ts";
import { EXPERIENCE_TABLES } from "#db/experience-pages.ts";
import { bulkGetExperiences, getExperience } from "#db/experience-reads.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { upcomingStart } from "#domain/dates.ts";
import { uuidv7 } from "#domain/ids.ts";
import { canCancel, holdsPlace, isActiveRegistration } from "#domain/registration-lifecycle.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/**
 * Registrations ("Get Free Ticket"): one per user and experience, through its life
 * cycle (src/domain/registration-lifecycle.ts). Every change is queued, so it works offline;
 * the server decides for real (a place or the waiting list) and its row replaces ours.
 */

export function findRegistration(userId: string, experienceId: string) {
  return db.registrations.where({ userId, experienceId }).first();
}

/**
 * Registers the signed-in user (`registration.create`): a place while the experience this device
 * knows has one, else the waiting list. Registering again returns the active registration;
 * after a cancellation it revives the same registration (same id, so the same ticket id).
 */
export async function registerForExperience(
  experienceId: string,
): Promise<{ id: string; status: string }> {
  const userId = requireCurrentUserId();
  return db.transaction("rw", queueTables("registration.create"), async () => {
    const existing = await findRegistration(userId, experienceId);
    if (existing && isActiveRegistration(existing.status)) {
      return { id: existing.id, status: existing.status };
    }
    const id = existing?.id ?? uuidv7();
    await queueMutation(
      db,
      "registration.create",
      { id, experienceId, status: "registered" },
      { userId },
    );
    const row = await findRegistration(userId, experienceId);
    return { id, status: row?.status ?? "registered" };
  });
}

/**
 * Cancels the signed-in user's registration or takes them off the waiting list
 * (`registration.cancel`). Refused here as on the server once the experience has started.
 * Returns the status that was left.
 */
export async function cancelRegistration(
  experienceId: string,
  now = new Date(),
): Promise<{ from: string }> {
  const userId = requireCurrentUserId();
  // The experience's start decides; `experiences` is read in the same transaction so the check
  // and the queued change see one state.
  const tables = [...queueTables("registration.cancel"), ...EXPERIENCE_TABLES];
  return db.transaction("rw", tables, async () => {
    const existing = await findRegistration(userId, experienceId);
    const experience = await getExperience(db, experienceId);
    if (!existing || !experience || !canCancel(existing.status, experience.date, now)) {
      throw new RegistrationNotCancellableError();
    }
    await queueMutation(db, "registration.cancel", { experienceId }, { userId, now });
    return { from: existing.status };
  });
}

/** Nothing to cancel: no registration, already settled, or the experience has started. */
export class RegistrationNotCancellableError extends Error {
  constructor() {
    super("registration_not_cancellable");
    this.name = "RegistrationNotCancellableError";
  }
}

export function listRegistrations(userId: string): Promise<RegistrationRow[]> {
  return db.registrations.where("userId").equals(userId).toArray();
}

/**
 * Experiences the user holds a place at that are still to come, soonest first (dashboard).
 * Cancelled registrations and the waiting list hold no place, so they are not counted.
 */
export async function upcomingRegisteredExperiences(
  userId: string,
  now = new Date(),
): Promise<ExperienceRow[]> {
  const registrations = (await listRegistrations(userId)).filter((r) => holdsPlace(r.status));
  const experiences = await bulkGetExperiences(
    db,
    registrations.map((r) => r.experienceId),
  );
  return experiences
    .flatMap((e) => {
      const start = e ? upcomingStart(e.date, now) : null;
      return e && start ? [{ e, start }] : [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || (a.e.id < b.e.id ? -1 : 1))
    .map(({ e }) => e);
}
