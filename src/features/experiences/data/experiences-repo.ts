import { db } from "#db/db.ts";
import type { ExperienceRow } from "#db/types.ts";
import { upcomingStart } from "#domain/dates.ts";
import type { ExperienceInputWire } from "#domain/experience-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { requireCurrentUserId } from "#features/auth/index.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * Experiences on this device (public rows, pulled for everyone, visitors included). Reads come
 * from IndexedDB only; a listing created or edited offline shows at once and is queued.
 */

/** Soonest first; the same order as the server's catalogue. */
function bySoonest(a: ExperienceRow, b: ExperienceRow): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1;
}

/** Active experiences, soonest first. Past ones stay listed unless `upcomingOnly`. */
export async function listExperiences(
  options: { upcomingOnly?: boolean; now?: Date } = {},
): Promise<ExperienceRow[]> {
  const now = options.now ?? new Date();
  const rows = await db.experiences.filter((e) => e.isActive !== false).toArray();
  const kept = options.upcomingOnly ? rows.filter((e) => upcomingStart(e.date, now)) : rows;
  return kept.sort(bySoonest);
}

export function getExperience(id: string): Promise<ExperienceRow | undefined> {
  return db.experiences.get(id);
}

/**
 * Creates a listing (mutation `experience.create`): price in cents, as `formToExperienceInput`
 * makes it. Returns the new id (made here, kept by the server), so the caller can link to it.
 * Throws LocalValidationError with the spec's field messages.
 */
export async function createExperience(input: ExperienceInputWire): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "experience.create", { ...input, id }, { userId });
  return { id };
}

/** Replaces the editable fields of one's own listing (`experience.update`, spec §7 PUT). */
export async function updateExperience(id: string, input: ExperienceInputWire): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "experience.update", { ...input, id }, { userId });
}
