import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, RejectionRow } from "#db/types.ts";

/**
 * Registrations the server refused (recorded by the sync engine in `rejections`): a place
 * booked offline for an experience that filled up meanwhile, or that was withdrawn. The
 * optimistic row is gone by then; this is what is left to tell the user why.
 */

function experienceIdOf(row: RejectionRow): string | null {
  const id = (row.args as { experienceId?: unknown } | null)?.experienceId;
  return typeof id === "string" ? id : null;
}

export type RegistrationRejection = RejectionRow & {
  experienceId: string;
  /** The experience, when it is on this device. */
  experience: ExperienceRow | undefined;
};

/** The user's refused registrations, newest first, each with the experience it was for. */
export async function listRegistrationRejections(userId: string): Promise<RegistrationRejection[]> {
  const rows = await db.rejections.where("userId").equals(userId).toArray();
  const refused = rows
    .flatMap((row) => {
      const experienceId = row.name === "registration.create" ? experienceIdOf(row) : null;
      return experienceId ? [{ ...row, experienceId }] : [];
    })
    .sort((a, b) => (a.rejectedAt < b.rejectedAt ? 1 : a.rejectedAt > b.rejectedAt ? -1 : 0));
  const experiences = await bulkGetExperiences(
    db,
    refused.map((r) => r.experienceId),
  );
  return refused.map((r, i) => ({ ...r, experience: experiences[i] }));
}

/** The latest refusal of a registration for one experience, if any. */
export async function findRegistrationRejection(
  userId: string,
  experienceId: string,
): Promise<RejectionRow | null> {
  const all = await listRegistrationRejections(userId);
  return all.find((r) => r.experienceId === experienceId) ?? null;
}
