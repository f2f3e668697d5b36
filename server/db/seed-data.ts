/**
 * Seed content for an empty database: venues, experiences across all eight list
 * categories, and mood → category recommendations. Pure data, no database access: `seed.ts`
 * turns it into rows. Dates are relative (`daysFromNow`) so a fresh install always shows
 * upcoming experiences; images live under `public/` so they work offline.
 */
import { CRAFT_MAKING, PARTICIPATORY_ARTS } from "./seed-data/experiences-making-together.ts";
import { MUSIC, VISUAL_ARTS } from "./seed-data/experiences-seeing-hearing.ts";
import { LITERATURE, THEATRE } from "./seed-data/experiences-stage-page.ts";
import {
  CREATIVE_WELLBEING,
  FAMILY_INTERGENERATIONAL,
} from "./seed-data/experiences-wellbeing-family.ts";
import type { SeedExperience } from "./seed-data/types.ts";

export { SEED_MOOD_RECOMMENDATIONS } from "./seed-data/mood-recommendations.ts";
export { SEED_VENUES } from "./seed-data/venues.ts";

export const SEED_EXPERIENCES: SeedExperience[] = [
  ...VISUAL_ARTS,
  ...MUSIC,
  ...THEATRE,
  ...LITERATURE,
  ...PARTICIPATORY_ARTS,
  ...CRAFT_MAKING,
  ...CREATIVE_WELLBEING,
  ...FAMILY_INTERGENERATIONAL,
];
