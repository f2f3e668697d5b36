import { inArray } from "drizzle-orm";
import { type DoorHelperRow, partnerProfiles, users } from "../db/schema.ts";
import { displayNamesOf } from "./display-names.ts";
import { type DoorHelper, toDoorHelper } from "./mappers/door-helper-mapper.ts";
import type { Reader } from "./write-context.ts";

/**
 * Door helper rows with the names people read: the partner's organisation name (else their own
 * name), and the helper by the username the partner typed, never the helper's real name: naming
 * someone must not reveal who is behind a username (docs/privacy.md, "Door helpers").
 */
export async function doorHelperRows(db: Reader, rows: DoorHelperRow[]): Promise<DoorHelper[]> {
  if (rows.length === 0) return [];
  const partnerIds = [...new Set(rows.map((r) => r.partnerId))];
  const helperIds = [...new Set(rows.map((r) => r.helperId))];
  const people = await displayNamesOf(db, partnerIds);
  const partnerRows = await db
    .select({ id: partnerProfiles.userId, name: partnerProfiles.organisationName })
    .from(partnerProfiles)
    .where(inArray(partnerProfiles.userId, partnerIds));
  const organisations = new Map(partnerRows.map((p) => [p.id, p.name]));
  const helperRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, helperIds));
  const usernames = new Map(helperRows.map((u) => [u.id, u.username]));
  return rows.map((row) =>
    toDoorHelper(row, {
      partnerName: organisations.get(row.partnerId) ?? people.get(row.partnerId) ?? "",
      helperName: usernames.get(row.helperId) ?? "",
    }),
  );
}

/** One door helper row with its names. */
export async function doorHelperRow(db: Reader, row: DoorHelperRow): Promise<DoorHelper> {
  const [helper] = await doorHelperRows(db, [row]);
  if (!helper) throw new Error("a door helper row maps to one entity");
  return helper;
}
