import { useLiveQuery } from "dexie-react-hooks";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { doorListOf } from "../data/door-repo.ts";

/** The downloaded attendee list and scans of one experience, live; undefined while loading. */
export function useDoorList(
  experienceId: string,
): { attendees: AttendeeRow[]; checkins: CheckinRow[] } | undefined {
  return useLiveQuery(() => doorListOf(experienceId), [experienceId]);
}
