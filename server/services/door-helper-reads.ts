import { inArray } from "drizzle-orm";
import { type DoorHelperRow, partnerProfiles, users } from "../db/schema.ts";
import { displayName } from "./mappers/display-name.ts";
import { type DoorHelper, toDoorHelper } from "./mappers/door-helper-mapper.ts";
import type { Reader } from "./write-context.ts";

/**
 * Door helper rows with the names people read: the partner's organisation name (else their
 * own name) and the helper's name.
 */
export function doorHelperRows(db: Reader, rows: DoorHelperRow[]): DoorHelper[] {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.partnerId, r.helperId]))];
  const people = new Map(
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.id, ids))
      .all()
      .map((u) => [u.id, displayName(u)]),
  );
  const organisations = new Map(
    db
      .select({ id: partnerProfiles.userId, name: partnerProfiles.organisationName })
      .from(partnerProfiles)
      .where(inArray(partnerProfiles.userId, ids))
      .all()
      .map((p) => [p.id, p.name]),
  );
  return rows.map((row) =>
    toDoorHelper(row, {
      partnerName: organisations.get(row.partnerId) ?? people.get(row.partnerId) ?? "",
      helperName: people.get(row.helperId) ?? "",
    }),
  );
}

/** One door helper row with its names. */
export function doorHelperRow(db: Reader, row: DoorHelperRow): DoorHelper {
  const [helper] = doorHelperRows(db, [row]);
  if (!helper) throw new Error("a door helper row maps to one entity");
  return helper;
}
