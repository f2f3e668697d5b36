import { isBooked, REGISTRATION_STATUSES } from "#domain/registration-lifecycle.ts";

/** The bookings rule (src/domain/registration-lifecycle.ts isBooked) as a list, for SQL filters. */
export const BOOKED_STATUSES: string[] = REGISTRATION_STATUSES.filter(isBooked);
