import { inArray } from "drizzle-orm";
import { type DoorHelperRow, partnerProfiles } from "../db/schema.ts";
import { displayNamesOf } from "./display-names.ts";
import { type DoorHelper, toDoorHelper } from "./mappers/door-helper-mapper.ts";
import type { Reader } from "./write-context.ts";

/**
 * Door helper rows with the names people read: the partner's organisation name (else their
 * own name) and the helper's name.
 */
export async function doorHelperRows(db: Reader, rows: DoorHelperRow[]): Promise<DoorHelper[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.partnerId, r.helperId]))];
  const people = await displayNamesOf(db, ids);
  const partnerRows = await db
    .select({ id: partnerProfiles.userId, name: partnerProfiles.organisationName })
    .from(partnerProfiles)
    .where(inArray(partnerProfiles.userId, ids));
  const organisations = new Map(partnerRows.map((p) => [p.id, p.name]));
  return rows.map((row) =>
    toDoorHelper(row, {
      partnerName: organisations.get(row.partnerId) ?? people.get(row.partnerId) ?? "",
      helperName: people.get(row.helperId) ?? "",
    }),
  );
}

/** One door helper row with its names. */
export async function doorHelperRow(db: Reader, row: DoorHelperRow): Promise<DoorHelper> {
  const [helper] = await doorHelperRows(db, [row]);
  if (!helper) throw new Error("a door helper row maps to one entity");
  return helper;
}
