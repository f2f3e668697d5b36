import { isDateOnly, parseDateText } from "./dates.ts";

/**
 * The life of a registration (docs/product.md "Rules"):
 *
 *   registered ─┬─▶ attended        (scanned at the door)
 *               ├─▶ no_show         (the experience ended without a scan)
 *               └─▶ cancelled       (by the participant, until the start)
 *   waitlisted ─┬─▶ registered      (promoted when a place is freed)
 *               └─▶ cancelled
 *   no_show ────▶ attended          (a scan made at the door before the end reached the server late)
 *   cancelled ──▶ registered | waitlisted   (registering again)
 *
 * Capacity counts `registered` + `attended`. Pure rules: the server applies them in its write
 * transaction, the device applies them optimistically.
 */
export const REGISTRATION_STATUSES = [
  "registered",
  "waitlisted",
  "attended",
  "no_show",
  "cancelled",
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  registered: ["attended", "no_show", "cancelled"],
  waitlisted: ["registered", "cancelled"],
  attended: [],
  no_show: ["attended"],
  cancelled: ["registered", "waitlisted"],
};

export function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return typeof value === "string" && (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: RegistrationStatus): boolean {
  return isRegistrationStatus(from) && TRANSITIONS[from].includes(to);
}

/** Statuses that take one of the experience's places. */
export function holdsPlace(status: string): boolean {
  return status === "registered" || status === "attended";
}

/**
 * A registration that holds or held a place: registered and attended hold one now, a no-show
 * held one until the end. These carry a ticket and count as a partner's bookings; waiting-list
 * entries and cancellations do neither.
 */
export function isBooked(status: string): boolean {
  return holdsPlace(status) || status === "no_show";
}

/** Statuses that still count as "signed up" (a ticket or a place in the queue). */
export function isActiveRegistration(status: string): boolean {
  return status === "registered" || status === "waitlisted" || status === "attended";
}

/** Minutes an experience lasts when its listing gives no duration. */
export const DEFAULT_DURATION_MINUTES = 120;

/**
 * When an experience ends: its start plus its duration. A date-only listing ends at the next
 * local midnight. Null when the date cannot be read.
 */
export function experienceEndsAt(date: string, durationMinutes: number | null): Date | null {
  const start = parseDateText(date);
  if (!start) return null;
  if (isDateOnly(date)) {
    return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  }
  return new Date(start.getTime() + (durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000);
}

/** A participant may cancel a registration or leave the waiting list until the start. */
export function canCancel(status: string, date: string, now: Date): boolean {
  if (status !== "registered" && status !== "waitlisted") return false;
  const start = parseDateText(date);
  return start !== null && now.getTime() < start.getTime();
}

/** True once the experience has ended: unscanned registrations become `no_show`. */
export function hasEnded(date: string, durationMinutes: number | null, now: Date): boolean {
  const end = experienceEndsAt(date, durationMinutes);
  return end !== null && now.getTime() >= end.getTime();
}

/** Places left (null = no limit). `placesTaken` counts registered + attended. */
export function placesLeft(maxParticipants: number | null, placesTaken: number): number | null {
  return maxParticipants == null ? null : Math.max(0, maxParticipants - placesTaken);
}

/** The status a new registration gets: a place while there is one, else the waiting list. */
export function statusForNewRegistration(
  maxParticipants: number | null,
  placesTaken: number,
): "registered" | "waitlisted" {
  const left = placesLeft(maxParticipants, placesTaken);
  return left === null || left > 0 ? "registered" : "waitlisted";
}
