import type { Favorite } from "#domain/entities/index.ts";
import type { FavoriteRow } from "../../db/schema.ts";

/** The wire row (REST and pull); its one definition is the entity schema. */
export type { Favorite };

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    userId: row.userId,
    experienceId: row.experienceId,
    createdAt: row.createdAt,
  };
}
