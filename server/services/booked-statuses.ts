import { holdsPlace, REGISTRATION_STATUSES } from "#domain/registration-lifecycle.ts";

/**
 * A registration that holds or held a place: registered and attended hold one now (holdsPlace),
 * a no-show held one until the end. These carry a ticket (waitlisted and cancelled ones do not)
 * and count as a partner's bookings.
 */
export function isBooked(status: string): boolean {
  return holdsPlace(status) || status === "no_show";
}

/** The same rule as a list, for SQL filters. */
export const BOOKED_STATUSES: string[] = REGISTRATION_STATUSES.filter(isBooked);
