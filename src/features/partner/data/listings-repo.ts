import { db } from "#db/db.ts";
import { experiencesByCreators } from "#db/experience-reads.ts";
import type { AttendeeRow, ExperienceRow, InquiryRow } from "#db/types.ts";

/**
 * Everything the partner pages count, read from this device: the partner's own listings, the
 * attendee rows of those listings (one per registration) and the inquiries about them. A
 * partner who is also a door helper holds other partners' attendees too: they are never mixed in.
 */
export interface PartnerListings {
  experiences: ExperienceRow[];
  attendees: AttendeeRow[];
  inquiries: InquiryRow[];
}

export async function loadPartnerListings(userId: string): Promise<PartnerListings> {
  const experiences = await experiencesByCreators(db, [userId]);
  const ids = experiences.map((e) => e.id);
  const [attendees, inquiries] = await Promise.all([
    db.attendees.where("experienceId").anyOf(ids).toArray(),
    db.inquiries.where("experienceId").anyOf(ids).toArray(),
  ]);
  inquiries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { experiences, attendees, inquiries };
}
