import type { ProfileRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const PROFILE_EFFECTS: Pick<LocalEffects, "profile.update"> = {
  "profile.update": {
    tables: ["profile"],
    // The caller's own profile: keyed by the user, never by anything in the args.
    key: ({ userId }) => keyOf("profile", userId),
    apply: async (db, { userId, createdAt }, patch) => {
      const existing = await db.profile.get(userId);
      const row: ProfileRow = {
        ...(existing ?? emptyProfile(userId)),
        ...patch,
        userId,
        updatedAt: createdAt,
      };
      await db.profile.put(row);
    },
  },
};

function emptyProfile(userId: string): ProfileRow {
  return {
    userId,
    firstName: null,
    lastName: null,
    email: null,
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    updatedAt: "",
  };
}
