import type { InteractionRow } from "#db/types.ts";
import { FEEDBACK_INTERACTION } from "#domain/feedback-schemas.ts";
import { type EntryLike, keyOf, type LocalEffects } from "./local-effect.ts";

/** One feedback per (user, experience), like favourites (entity-store.ts). */
const feedbackKey = ({ userId }: EntryLike, experienceId: string | undefined) =>
  keyOf("interaction", experienceId && `${userId}|${experienceId}`);

export const FEEDBACK_EFFECTS: Pick<LocalEffects, "feedback.submit"> = {
  "feedback.submit": {
    tables: ["interactions"],
    key: (entry, args) => feedbackKey(entry, args.experienceId),
    apply: async (db, { userId, createdAt }, args) => {
      const { experienceId } = args;
      const existing = await db.interactions.where({ userId, experienceId }).first();
      // A second "How was it?" replaces the first in place (the server keeps the first id).
      const row: InteractionRow = existing
        ? { ...existing, rating: args.rating, feedback: args.feedback, updatedAt: createdAt }
        : {
            id: args.id,
            userId,
            experienceId,
            interactionType: FEEDBACK_INTERACTION,
            rating: args.rating,
            feedback: args.feedback,
            createdAt,
            updatedAt: null,
          };
      await db.interactions.put(row);
    },
  },
};
