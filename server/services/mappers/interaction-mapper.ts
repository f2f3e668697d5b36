import type { Interaction } from "#domain/entities/index.ts";
import type { InteractionRow } from "../../db/schema.ts";

/** Wire row (pull), defined by its entity schema. */
export type { Interaction };

/** The user's own feedback, field by field (never a spread: no server-only column leaks). */
export function toInteraction(row: InteractionRow): Interaction {
  return {
    id: row.id,
    userId: row.userId,
    experienceId: row.experienceId,
    interactionType: row.interactionType,
    rating: row.rating,
    feedback: row.feedback,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
