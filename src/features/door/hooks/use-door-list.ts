import { useLiveQuery } from "dexie-react-hooks";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { doorListOf, unsentScanIds } from "../data/door-repo.ts";

export interface LiveDoorList {
  attendees: AttendeeRow[];
  checkins: CheckinRow[];
  /** Scans made here that the server does not have yet (still in the outbox). */
  unsent: ReadonlySet<string>;
}

/** The downloaded attendee list and scans of one experience, live; undefined while loading. */
export function useDoorList(experienceId: string): LiveDoorList | undefined {
  return useLiveQuery(async () => {
    const [list, unsent] = await Promise.all([doorListOf(experienceId), unsentScanIds()]);
    return { ...list, unsent };
  }, [experienceId]);
}
