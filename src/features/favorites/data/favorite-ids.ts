import { db } from "#db/db.ts";

/** Ids of the experiences a user saved (the list's favourite toggles read this once). */
export async function listFavoriteIds(userId: string): Promise<ReadonlySet<string>> {
  const rows = await db.favorites.where("userId").equals(userId).toArray();
  return new Set(rows.map((r) => r.experienceId));
}
