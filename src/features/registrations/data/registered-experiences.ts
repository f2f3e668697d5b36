import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { parseDateText } from "#domain/dates.ts";
import { holdsPlace } from "#domain/registration-lifecycle.ts";
import { listRegistrations } from "./registrations-repo.ts";

export type RegistrationWithExperience = RegistrationRow & { experience: ExperienceRow };

export interface MyTicketList {
  /** Registrations that hold a place (registered, attended): real tickets. */
  tickets: RegistrationWithExperience[];
  /** Places in a queue: no ticket yet. */
  waitlist: RegistrationWithExperience[];
}

/**
 * The user's tickets and waiting-list places with their experiences (the tickets list), soonest
 * experience first; experiences with unreadable dates go last. Cancelled and not-attended
 * registrations are not tickets and are left out, as are registrations whose experience is not
 * on this device: there is nothing to show on their ticket.
 */
export async function listMyTickets(userId: string): Promise<MyTicketList> {
  const registrations = await listRegistrations(userId);
  const experiences = await bulkGetExperiences(
    db,
    registrations.map((r) => r.experienceId),
  );
  const time = (e: ExperienceRow) => parseDateText(e.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  const all = registrations
    .flatMap((r, i) => {
      const experience = experiences[i];
      return experience ? [{ ...r, experience }] : [];
    })
    .sort((a, b) => time(a.experience) - time(b.experience) || (a.id < b.id ? -1 : 1));
  return {
    tickets: all.filter((r) => holdsPlace(r.status)),
    waitlist: all.filter((r) => r.status === "waitlisted"),
  };
}
