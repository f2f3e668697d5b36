import { db } from "#db/db.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { parseDateText } from "#domain/dates.ts";
import { listRegistrations } from "./registrations-repo.ts";

export type RegistrationWithExperience = RegistrationRow & { experience: ExperienceRow };

/**
 * The user's registrations with their experiences (the tickets list), soonest experience first;
 * experiences with unreadable dates go last. Registrations whose experience is not on this
 * device are left out: there is nothing to show on their ticket.
 */
export async function listRegisteredExperiences(
  userId: string,
): Promise<RegistrationWithExperience[]> {
  const registrations = await listRegistrations(userId);
  const experiences = await db.experiences.bulkGet(registrations.map((r) => r.experienceId));
  const time = (e: ExperienceRow) => parseDateText(e.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return registrations
    .flatMap((r, i) => {
      const experience = experiences[i];
      return experience ? [{ ...r, experience }] : [];
    })
    .sort((a, b) => time(a.experience) - time(b.experience) || (a.id < b.id ? -1 : 1));
}
