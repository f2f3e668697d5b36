import { db } from "#db/db.ts";
import { bulkGetExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, FavoriteRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation, queueTables } from "#sync/queue.ts";

/**
 * Saved experiences. Saving and un-saving read the current state and queue the change in ONE
 * transaction, so a double click cannot queue "save" twice.
 */

export function findFavorite(userId: string, experienceId: string) {
  return db.favorites.where({ userId, experienceId }).first();
}

/** Saves an experience (`favorite.add`); saving a saved one changes nothing. */
export async function addFavorite(experienceId: string): Promise<void> {
  const userId = requireCurrentUserId();
  await db.transaction("rw", queueTables("favorite.add"), async () => {
    if (await findFavorite(userId, experienceId)) return;
    await queueMutation(db, "favorite.add", { id: uuidv7(), experienceId }, { userId });
  });
}

/** Un-saves an experience (`favorite.remove`); removing one that is not saved changes nothing. */
export async function removeFavorite(experienceId: string): Promise<void> {
  const userId = requireCurrentUserId();
  await db.transaction("rw", queueTables("favorite.remove"), async () => {
    if (!(await findFavorite(userId, experienceId))) return;
    await queueMutation(db, "favorite.remove", { experienceId }, { userId });
  });
}

/** Saves or un-saves; resolves to the new state (true: saved). */
export async function toggleFavorite(experienceId: string): Promise<boolean> {
  const userId = requireCurrentUserId();
  return db.transaction("rw", queueTables("favorite.add", "favorite.remove"), async () => {
    const saved = await findFavorite(userId, experienceId);
    if (saved) {
      await queueMutation(db, "favorite.remove", { experienceId }, { userId });
      return false;
    }
    await queueMutation(db, "favorite.add", { id: uuidv7(), experienceId }, { userId });
    return true;
  });
}

export type FavoriteWithExperience = FavoriteRow & { experience: ExperienceRow };

/** The Favorites tab: saved experiences, oldest save first, each with its experience. */
export async function listFavorites(userId: string): Promise<FavoriteWithExperience[]> {
  const rows = await db.favorites.where("userId").equals(userId).toArray();
  const experiences = await bulkGetExperiences(
    db,
    rows.map((r) => r.experienceId),
  );
  return rows
    .flatMap((row, i) => {
      const experience = experiences[i];
      return experience ? [{ ...row, experience }] : [];
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
