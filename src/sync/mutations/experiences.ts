import { EXPERIENCE_TABLES, expandAllPages } from "#db/experience-pages.ts";
import type { ExperienceRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

/**
 * Experiences are public rows: an offline create or edit shows in everyone's list on this
 * device until the server answers (private-data.ts puts them back on sign-out).
 *
 * Both first move any rows a first sync left packed into the table (experience-pages.ts, rule
 * 2): a write to the table while pages remain could be hidden by an older packed version. That
 * only moves rows between the two stores; what the device holds does not change.
 */
export const EXPERIENCE_EFFECTS: Pick<LocalEffects, "experience.create" | "experience.update"> = {
  "experience.create": {
    tables: ["experiences"],
    reads: [...EXPERIENCE_TABLES],
    key: (_entry, args) => keyOf("experience", args.id),
    apply: async (db, { userId, createdAt }, { id, ...fields }) => {
      await expandAllPages(db);
      const row: ExperienceRow = {
        ...fields,
        id,
        venueId: null,
        isActive: true,
        createdBy: userId,
        createdAt,
        updatedAt: createdAt,
        placesTaken: 0,
        waitlistCount: 0,
        ratingAverage: null,
        ratingCount: 0,
      };
      await db.experiences.put(row);
    },
  },
  "experience.update": {
    tables: ["experiences"],
    reads: [...EXPERIENCE_TABLES],
    key: (_entry, args) => keyOf("experience", args.id),
    apply: async (db, { createdAt }, { id, ...fields }) => {
      await expandAllPages(db);
      const existing = await db.experiences.get(id);
      // Nothing to show an edit on (the row is not on this device); the server decides.
      if (existing) await db.experiences.put({ ...existing, ...fields, id, updatedAt: createdAt });
    },
  },
};
