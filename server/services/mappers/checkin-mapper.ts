import type { Checkin } from "#domain/entities/index.ts";
import type { CheckinRow } from "../../db/schema.ts";

/** One door scan, for door staff only (same audience as attendees). */
export type { Checkin };

export function toCheckin(row: CheckinRow): Checkin {
  return {
    id: row.id,
    registrationId: row.registrationId,
    experienceId: row.experienceId,
    scannedAt: row.scannedAt,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    scannedBy: row.scannedBy,
    outcome: row.outcome,
    reason: row.reason,
    recordedAt: row.recordedAt,
  };
}
