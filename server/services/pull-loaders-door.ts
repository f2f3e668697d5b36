import { eq, inArray } from "drizzle-orm";
import type { EntityRow } from "#domain/entities/index.ts";
import { checkins, doorHelpers, experiences, partnerProfiles } from "../db/schema.ts";
import { loadAttendees } from "./attendee-reads.ts";
import { doorHelperRows } from "./door-helper-reads.ts";
import { partnersHelpedBy } from "./door-staff.ts";
import { toCheckin } from "./mappers/checkin-mapper.ts";
import { toPartner } from "./mappers/partner-mapper.ts";
import type { Reader } from "./write-context.ts";

/**
 * Pull loaders of the partner and door entities (see pull-loaders.ts for the contract: current
 * rows the viewer may see, checked from the rows themselves; anything else reads as a
 * tombstone). Attendees and scans: the experience's creator and that creator's door helpers.
 */
async function doorStaffCheck(db: Reader, viewer: string | null) {
  if (!viewer) return () => false;
  const helped = await partnersHelpedBy(db, viewer);
  return (creatorId: string | null) =>
    creatorId !== null && (creatorId === viewer || helped.has(creatorId));
}

export async function loadAttendeeRows(db: Reader, ids: string[], viewer: string | null) {
  const visible = await doorStaffCheck(db, viewer);
  return new Map<string, EntityRow<"attendee">>(
    (await loadAttendees(db, ids))
      .filter((r) => visible(r.creatorId))
      .map((r) => [r.attendee.id, r.attendee]),
  );
}

export async function loadCheckinRows(db: Reader, ids: string[], viewer: string | null) {
  const visible = await doorStaffCheck(db, viewer);
  const rows = await db
    .select({ checkin: checkins, creatorId: experiences.createdBy })
    .from(checkins)
    .innerJoin(experiences, eq(experiences.id, checkins.experienceId))
    .where(inArray(checkins.id, ids));
  return new Map<string, EntityRow<"checkin">>(
    rows.filter((r) => visible(r.creatorId)).map((r) => [r.checkin.id, toCheckin(r.checkin)]),
  );
}

/** Public: what a partner chose to publish. */
export async function loadPartnerRows(db: Reader, ids: string[]) {
  const rows = await db.select().from(partnerProfiles).where(inArray(partnerProfiles.userId, ids));
  return new Map<string, EntityRow<"partner">>(rows.map((row) => [row.userId, toPartner(row)]));
}

/** The partner who named the helper, and the helper. */
export async function loadDoorHelperRows(db: Reader, ids: string[], viewer: string | null) {
  const rows = (await db.select().from(doorHelpers).where(inArray(doorHelpers.id, ids))).filter(
    (r) => viewer !== null && (r.partnerId === viewer || r.helperId === viewer),
  );
  return new Map<string, EntityRow<"doorHelper">>(
    (await doorHelperRows(db, rows)).map((h) => [h.id, h]),
  );
}
