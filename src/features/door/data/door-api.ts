import * as v from "valibot";
import { DOOR_RESULTS } from "#domain/door-check.ts";
import { attendeeEntitySchema } from "#domain/entities/index.ts";
import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { apiFetch } from "#sync/http.ts";
import { type DoorList, judgeTicket, type ScanVerdict } from "./verify-scan.ts";

/**
 * The door's one online-only call, `POST /api/door/verify`: the server's live list judges a
 * ticket this device's list does not hold (booked after the last pull). It records nothing;
 * admitting stays `checkin.record`, which works offline.
 */

const serverVerdictSchema = v.object({
  result: v.picklist(DOOR_RESULTS),
  attendee: v.optional(attendeeEntitySchema),
});
export type ServerDoorVerdict = v.InferOutput<typeof serverVerdictSchema>;

/** A door queue does not wait longer than this for the server; then staff check by name. */
const VERIFY_TIMEOUT_MS = 6_000;

export async function verifyWithServer(
  experienceId: string,
  token: string,
): Promise<ServerDoorVerdict> {
  const session = useSessionStore.getState().token;
  if (!session) throw new NotSignedInError();
  const answer = await apiFetch<unknown>("/api/door/verify", {
    method: "POST",
    body: { experienceId, token },
    token: session,
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  return v.parse(serverVerdictSchema, answer);
}

/**
 * A genuine ticket for this door that the downloaded list lacks: only the server can tell
 * whether it was booked since the list was downloaded. (A forged ticket or another experience's
 * is refused on the device alone.)
 */
export function needsServerCheck(verdict: ScanVerdict): boolean {
  return verdict.result === "not_on_list" && verdict.ticket !== undefined;
}

/**
 * The server's answer folded into the door rule: with the registration it sent, the device
 * judges again (door-check.ts), so a scan made here but not yet sent still makes a repeat
 * `already_checked_in`; without one, the server's result stands.
 */
export function withServerVerdict(
  list: DoorList,
  local: ScanVerdict,
  server: ServerDoorVerdict,
  at: Date,
): ScanVerdict {
  if (!server.attendee || !local.ticket) return { ...local, result: server.result };
  const attendees = [
    ...list.attendees.filter((a) => a.id !== server.attendee?.id),
    server.attendee,
  ];
  return judgeTicket({ ...list, attendees }, local.ticket, at);
}

/**
 * A ticket the list lacks, asked of the server while online. Offline, or when the server does
 * not answer, it stays refused, marked `unconfirmed`: the door says to check online or by name.
 */
export async function confirmUnlisted(
  list: DoorList,
  verdict: ScanVerdict,
  input: { text: string; at: Date; online: boolean },
): Promise<ScanVerdict> {
  if (!needsServerCheck(verdict)) return verdict;
  if (!input.online) return { ...verdict, unconfirmed: true };
  try {
    const server = await verifyWithServer(list.experienceId, input.text);
    return withServerVerdict(list, verdict, server, input.at);
  } catch (error) {
    console.warn("Door verify failed; the ticket stays unconfirmed", error);
    return { ...verdict, unconfirmed: true };
  }
}
