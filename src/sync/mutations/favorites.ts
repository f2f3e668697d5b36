import type { FavoriteRow } from "#db/types.ts";
import type { EntryLike, LocalEffects } from "./local-effect.ts";
import { keyOf } from "./local-effect.ts";

/** Favourites are one row per (user, experience), whatever the row id (entity-store.ts). */
const favoriteKey = ({ userId }: EntryLike, experienceId: string | undefined) =>
  keyOf("favorite", experienceId && `${userId}|${experienceId}`);

export const FAVORITE_EFFECTS: Pick<LocalEffects, "favorite.add" | "favorite.remove"> = {
  "favorite.add": {
    tables: ["favorites"],
    key: (entry, args) => favoriteKey(entry, args.experienceId),
    apply: async (db, { userId, createdAt }, args) => {
      const { experienceId } = args;
      // Saving what is already saved changes nothing (the server answers "applied" too).
      if (await db.favorites.where({ userId, experienceId }).first()) return;
      const row: FavoriteRow = { id: args.id, userId, experienceId, createdAt };
      await db.favorites.put(row);
    },
  },
  "favorite.remove": {
    tables: ["favorites"],
    key: (entry, args) => favoriteKey(entry, args.experienceId),
    apply: async (db, { userId }, { experienceId }) => {
      await db.favorites.where({ userId, experienceId }).delete();
    },
  },
};
