import { parseDateText } from "./dates.ts";
import { hasEnded } from "./registration-lifecycle.ts";

/**
 * What the door shows for a scanned or looked-up ticket: one rule for the door device (offline,
 * against its downloaded list) and the server's verify route (online helpers).
 *
 * Colours: `valid` green; `already_checked_in` amber (the person may have stepped out, staff
 * decide); everything else red.
 */
export const DOOR_RESULTS = [
  "valid",
  "already_checked_in",
  "wrong_event",
  "cancelled",
  "waitlisted",
  "not_on_list",
  "invalid_ticket",
  "too_early",
  "ended",
] as const;
export type DoorResult = (typeof DOOR_RESULTS)[number];

export type DoorTone = "success" | "warning" | "error";

export function doorTone(result: DoorResult): DoorTone {
  if (result === "valid") return "success";
  if (result === "already_checked_in") return "warning";
  return "error";
}

/** Minutes before an experience's start from which its door admits tickets. */
export const DOOR_OPENS_BEFORE_MINUTES = 180;

/** An experience as the door's time window needs it. */
export interface DoorSchedule {
  date: string;
  duration: number | null;
}

/** When the door opens: DOOR_OPENS_BEFORE_MINUTES before the start. Null: the date is unreadable. */
export function doorOpensAt(date: string): Date | null {
  const start = parseDateText(date);
  return start && new Date(start.getTime() - DOOR_OPENS_BEFORE_MINUTES * 60_000);
}

/**
 * Where a scan made at `at` falls in the door's window: from DOOR_OPENS_BEFORE_MINUTES before the
 * start (included) until the end (excluded: the instant `hasEnded` turns unscanned registrations
 * into no-shows). A date-only listing has no hour: its day starts at local midnight and ends at
 * the next. A date that cannot be read leaves the door open: the list still decides, and nobody
 * is turned away over a typo.
 */
export function doorWindowAt(schedule: DoorSchedule, at: Date): "too_early" | "open" | "ended" {
  const opens = doorOpensAt(schedule.date);
  if (opens && at.getTime() < opens.getTime()) return "too_early";
  if (hasEnded(schedule.date, schedule.duration, at)) return "ended";
  return "open";
}

/** The attendee row as far as the door rule needs it. */
export interface DoorAttendee {
  id: string;
  experienceId: string;
  status: string;
  attendedAt: string | null;
}

export interface DoorCheckInput {
  /** The experience this door admits to. */
  experienceId: string;
  /**
   * What the scanned ticket names, once its signature verified; null when the text was not a
   * ticket or its signature failed. (A lookup by name or ticket id passes the attendee's ids.)
   */
  ticket: { registrationId: string; experienceId: string } | null;
  /** The registration from the list, by the ticket's registration id (undefined: not listed). */
  attendee: DoorAttendee | undefined;
  /**
   * When the scan was made, and the door's experience: outside the door's window a ticket that
   * would be admitted (or amber) is `too_early` or `ended`.
   */
  time: { at: Date; schedule: DoorSchedule };
}

/**
 * The order says what the door tells first: a ticket's own faults (forged, another experience,
 * not listed, cancelled, waiting) never change with the clock, so they come before the time;
 * the time comes before "already checked in", so nobody re-enters after the end.
 */
export function checkAtDoor({ experienceId, ticket, attendee, time }: DoorCheckInput): DoorResult {
  if (!ticket) return "invalid_ticket";
  if (ticket.experienceId !== experienceId) return "wrong_event";
  if (!attendee || attendee.experienceId !== experienceId) return "not_on_list";
  if (attendee.status === "cancelled") return "cancelled";
  if (attendee.status === "waitlisted") return "waitlisted";
  const window = doorWindowAt(time.schedule, time.at);
  if (window !== "open") return window;
  if (attendee.status === "attended" || attendee.attendedAt) return "already_checked_in";
  return "valid";
}
