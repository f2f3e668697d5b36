import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * One scan at the door (`checkin.record`). `id` is the scanning device's nonce, so a replayed
 * scan is the same row. `outcome`: `admitted` for the first scan of a ticket by door time,
 * `duplicate` for any later one (applied and flagged, never lost), `refused` when the ticket was
 * not admissible when the server saw it (`reason` says why: a DoorResult). Same audience as
 * attendees.
 */
export const checkinEntitySchema = v.object({
  id: wireId,
  registrationId: wireId,
  experienceId: wireId,
  scannedAt: v.string(),
  deviceId: v.string(),
  deviceName: nullableText,
  scannedBy: nullableText,
  outcome: v.string(),
  reason: nullableText,
  recordedAt: v.string(),
});
export type Checkin = v.InferOutput<typeof checkinEntitySchema>;
