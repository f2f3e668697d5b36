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
function doorStaffCheck(db: Reader, viewer: string | null) {
  if (!viewer) return () => false;
  const helped = partnersHelpedBy(db, viewer);
  return (creatorId: string | null) =>
    creatorId !== null && (creatorId === viewer || helped.has(creatorId));
}

export function loadAttendeeRows(db: Reader, ids: string[], viewer: string | null) {
  const visible = doorStaffCheck(db, viewer);
  return new Map<string, EntityRow<"attendee">>(
    loadAttendees(db, ids)
      .filter((r) => visible(r.creatorId))
      .map((r) => [r.attendee.id, r.attendee]),
  );
}

export function loadCheckinRows(db: Reader, ids: string[], viewer: string | null) {
  const visible = doorStaffCheck(db, viewer);
  return new Map<string, EntityRow<"checkin">>(
    db
      .select({ checkin: checkins, creatorId: experiences.createdBy })
      .from(checkins)
      .innerJoin(experiences, eq(experiences.id, checkins.experienceId))
      .where(inArray(checkins.id, ids))
      .all()
      .filter((r) => visible(r.creatorId))
      .map((r) => [r.checkin.id, toCheckin(r.checkin)]),
  );
}

/** Public: what a partner chose to publish. */
export function loadPartnerRows(db: Reader, ids: string[]) {
  return new Map<string, EntityRow<"partner">>(
    db
      .select()
      .from(partnerProfiles)
      .where(inArray(partnerProfiles.userId, ids))
      .all()
      .map((row) => [row.userId, toPartner(row)]),
  );
}

/** The partner who named the helper, and the helper. */
export function loadDoorHelperRows(db: Reader, ids: string[], viewer: string | null) {
  const rows = db
    .select()
    .from(doorHelpers)
    .where(inArray(doorHelpers.id, ids))
    .all()
    .filter((r) => viewer !== null && (r.partnerId === viewer || r.helperId === viewer));
  return new Map<string, EntityRow<"doorHelper">>(doorHelperRows(db, rows).map((h) => [h.id, h]));
}
