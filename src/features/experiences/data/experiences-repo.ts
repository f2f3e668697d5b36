import { db } from "#db/db.ts";
import type { ExperienceInputWire } from "#domain/experience-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * A partner's listings, written on this device first and queued, so they work offline. Reads
 * are the catalogue's (src/catalogue/list-experiences.ts).
 */

/**
 * Creates a listing (mutation `experience.create`): price in cents, as `formToExperienceInput`
 * makes it. Returns the new id (made here, kept by the server), so the caller can link to it.
 * Throws LocalValidationError with the form's field messages.
 */
export async function createExperience(input: ExperienceInputWire): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "experience.create", { ...input, id }, { userId });
  return { id };
}

/** Replaces the editable fields of one's own listing (`experience.update`, the API's PUT). */
export async function updateExperience(id: string, input: ExperienceInputWire): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "experience.update", { ...input, id }, { userId });
}
