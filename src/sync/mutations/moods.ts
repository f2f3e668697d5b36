import type { MoodEntryRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const MOOD_EFFECTS: Pick<LocalEffects, "mood.log"> = {
  "mood.log": {
    tables: ["moodEntries"],
    key: (_entry, args) => keyOf("moodEntry", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const row: MoodEntryRow = {
        id: args.id,
        userId,
        mood: args.mood,
        intensity: args.intensity,
        notes: args.notes ?? null,
        createdAt,
        experienceId: args.experienceId ?? null,
        moment: args.moment ?? null,
      };
      await db.moodEntries.put(row);
    },
  },
};
