import { db } from "#db/db.ts";
import { experiencesByCreators, getExperience } from "#db/experience-reads.ts";
import type { AttendeeRow, CheckinRow, DoorHelperRow, ExperienceRow } from "#db/types.ts";
import { parseDateText } from "#domain/dates.ts";
import { uuidv7 } from "#domain/ids.ts";
import { hasEnded } from "#domain/registration-lifecycle.ts";
import type { TicketSubject } from "#domain/ticket-token.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";
import { readDeviceIdentity } from "./device-identity.ts";
import type { ScanVerdict } from "./verify-scan.ts";

/** The door's reads and its one write. The list and scans arrive by the normal sync. */

export function helpersNaming(userId: string): Promise<DoorHelperRow[]> {
  return db.doorHelpers.where("helperId").equals(userId).toArray();
}

export async function doorListOf(
  experienceId: string,
): Promise<{ attendees: AttendeeRow[]; checkins: CheckinRow[] }> {
  const [attendees, checkins] = await Promise.all([
    db.attendees.where("experienceId").equals(experienceId).toArray(),
    db.checkins.where("experienceId").equals(experienceId).toArray(),
  ]);
  return { attendees, checkins };
}

/**
 * The ids of scans still in the outbox: made on this device, not yet on the server. A scan's
 * row id is its `checkin.record` id (the device's nonce), so the two match.
 */
export async function unsentScanIds(): Promise<Set<string>> {
  const queued = await db.outbox.filter((entry) => entry.name === "checkin.record").toArray();
  return new Set(queued.map((entry) => (entry.args as { id: string }).id));
}

/**
 * A ticket for another experience names that experience when this device stores it: the
 * partner's own listings (and the public catalogue) are kept locally, so this works offline.
 */
export async function withTicketExperience(verdict: ScanVerdict): Promise<ScanVerdict> {
  if (verdict.result !== "wrong_event" || !verdict.ticket) return verdict;
  const title = (await getExperience(db, verdict.ticket.experienceId))?.title;
  return title ? { ...verdict, ticketFor: title } : verdict;
}

/**
 * Experiences this user may check in that have not ended: their own, and those of the partners
 * who named them door helper. Soonest first.
 */
export async function doorExperiencesOf(
  userId: string,
  now = new Date(),
): Promise<ExperienceRow[]> {
  const partners = new Set([userId, ...(await helpersNaming(userId)).map((h) => h.partnerId)]);
  const rows = await experiencesByCreators(db, [...partners]);
  const startOf = (e: ExperienceRow) =>
    parseDateText(e.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return rows
    .filter((e) => e.isActive && !hasEnded(e.date, e.duration, now))
    .sort((a, b) => startOf(a) - startOf(b) || (a.id < b.id ? -1 : 1));
}

/**
 * Records a scan or a manual check-in (`checkin.record`): queued in the outbox with a fresh nonce,
 * so it is sent once whatever the connection does, and written at once as a local scan (admitted,
 * or duplicate after an earlier admission). A repeat of an admitted ticket is recorded too: the
 * server flags it, and two offline doors never lose an entry.
 */
export async function recordCheckin(ticket: TicketSubject, now = new Date()): Promise<string> {
  const userId = requireCurrentUserId();
  const { deviceId, deviceName } = await readDeviceIdentity();
  const id = uuidv7(now.getTime());
  await queueMutation(
    db,
    "checkin.record",
    { id, ...ticket, scannedAt: now.toISOString(), deviceId, deviceName },
    { userId, now },
  );
  return id;
}
