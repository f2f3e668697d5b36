import type { FavoriteRow } from "../../db/schema.ts";

/** The client's `favorites` row (src/db/types.ts). */
export interface Favorite {
  id: string;
  userId: string;
  experienceId: string;
  createdAt: string;
}

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    userId: row.userId,
    experienceId: row.experienceId,
    createdAt: row.createdAt,
  };
}
