import { inArray } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { displayName } from "./mappers/display-name.ts";

/** How people are shown to door staff, partners and referrers, by user id (one query). */
export async function displayNamesOf(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}
