import type { DoorHelper } from "#domain/entities/index.ts";
import type { DoorHelperRow } from "../../db/schema.ts";

/** A door helper a partner named; sent to that partner and that helper only. */
export type { DoorHelper };

export function toDoorHelper(
  row: DoorHelperRow,
  names: { partnerName: string; helperName: string },
): DoorHelper {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: names.partnerName,
    helperId: row.helperId,
    helperName: names.helperName,
    createdAt: row.createdAt,
  };
}
