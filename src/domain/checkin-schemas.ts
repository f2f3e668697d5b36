import * as v from "valibot";
import { parseIsoText } from "./dates.ts";
import { R } from "./reasons.ts";
import { idSchema, isoTimestampSchema } from "./schema-parts.ts";

/**
 * A door scan (`checkin.record`): which registration, at which door, when by the door's clock.
 * The ticket's signature was checked on the device; the server checks the registration itself.
 */
export const checkinInputEntries = {
  registrationId: idSchema,
  experienceId: idSchema,
  scannedAt: v.pipe(
    v.string(R.scanned_at_invalid),
    v.check((s) => v.is(isoTimestampSchema, s), R.scanned_at_invalid),
    // A real calendar day: the ISO pattern alone takes "2026-02-30T10:00:00Z".
    v.check((s) => parseIsoText(s) !== null, R.scanned_at_invalid),
  ),
  deviceId: v.pipe(
    v.string(R.device_id_invalid),
    v.trim(),
    v.nonEmpty(R.device_id_invalid),
    v.maxLength(64, R.device_id_invalid),
  ),
  deviceName: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim().slice(0, 60) || null),
  ),
};
