import { eq } from "drizzle-orm";
import * as v from "valibot";
import { checkAtDoor, type DoorResult } from "#domain/door-check.ts";
import { R } from "#domain/reasons.ts";
import { idSchema } from "#domain/schema-parts.ts";
import { userExperiences } from "../db/schema.ts";
import { parseInput } from "../errors.ts";
import { loadAttendees } from "./attendee-reads.ts";
import { requireDoorStaff } from "./door-staff.ts";
import type { Attendee } from "./mappers/attendee-mapper.ts";
import type { TicketKeys } from "./ticket-keys.ts";
import { verifyTicketToken } from "./ticket-tokens.ts";
import type { Viewer } from "./viewer.ts";
import type { Reader } from "./write-context.ts";

/** `POST /api/door/verify` body: the door's experience and the scanned QR text. */
const doorVerifySchema = v.object({
  experienceId: idSchema,
  token: v.pipe(v.string(R.ticket_invalid), v.maxLength(512, R.ticket_invalid)),
});

export interface DoorVerdict {
  result: DoorResult;
  /** The registration as the door list shows it, when it belongs to this experience. */
  attendee?: Attendee;
}

/**
 * Checks a scanned ticket for a door helper who is online: the signature against the server's
 * own public key, then the door rule (src/domain/door-check.ts) against the live registration
 * and the door's time window at `now`. Door staff only (403 `door_staff_only`). It records
 * nothing: admitting is `checkin.record`.
 */
export async function verifyAtDoor(
  db: Reader,
  keys: TicketKeys,
  viewer: Viewer,
  body: unknown,
  now: Date,
): Promise<DoorVerdict> {
  const input = parseInput(doorVerifySchema, body);
  const experience = await requireDoorStaff(db, viewer.id, input.experienceId);
  const ticket = verifyTicketToken(keys.publicKey, input.token);
  const registration = ticket
    ? await db
        .select()
        .from(userExperiences)
        .where(eq(userExperiences.id, ticket.registrationId))
        .get()
    : undefined;
  const result = checkAtDoor({
    experienceId: input.experienceId,
    ticket,
    attendee: registration,
    time: { at: now, schedule: experience },
  });
  const attendee =
    registration?.experienceId === input.experienceId
      ? (await loadAttendees(db, [registration.id]))[0]?.attendee
      : undefined;
  return attendee ? { result, attendee } : { result };
}
