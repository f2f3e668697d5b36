import type { ListCategory, Mood } from "./constants.ts";

/**
 * Mood → categories with an effectiveness out of 10, used when no `mood_recommendations` rows
 * for the mood are at hand (first offline start). The server seed may use the same table.
 */
export const DEFAULT_MOOD_CATEGORIES: Readonly<
  Record<Mood, readonly { category: ListCategory; effectiveness: number }[]>
> = {
  stressed: [
    { category: "creative-wellbeing", effectiveness: 9 },
    { category: "visual-arts", effectiveness: 8 },
    { category: "craft-making", effectiveness: 8 },
    { category: "music", effectiveness: 7 },
  ],
  anxious: [
    { category: "creative-wellbeing", effectiveness: 9 },
    { category: "craft-making", effectiveness: 8 },
    { category: "visual-arts", effectiveness: 7 },
    { category: "music", effectiveness: 7 },
  ],
  lonely: [
    { category: "participatory-arts", effectiveness: 9 },
    { category: "family-intergenerational", effectiveness: 8 },
    { category: "music", effectiveness: 7 },
    { category: "theatre", effectiveness: 6 },
  ],
  sad: [
    { category: "music", effectiveness: 8 },
    { category: "creative-wellbeing", effectiveness: 8 },
    { category: "participatory-arts", effectiveness: 7 },
    { category: "literature", effectiveness: 6 },
  ],
  joyful: [
    { category: "participatory-arts", effectiveness: 8 },
    { category: "music", effectiveness: 8 },
    { category: "theatre", effectiveness: 7 },
    { category: "family-intergenerational", effectiveness: 6 },
  ],
  energetic: [
    { category: "participatory-arts", effectiveness: 9 },
    { category: "theatre", effectiveness: 7 },
    { category: "music", effectiveness: 7 },
  ],
  curious: [
    { category: "literature", effectiveness: 8 },
    { category: "visual-arts", effectiveness: 7 },
    { category: "craft-making", effectiveness: 7 },
    { category: "theatre", effectiveness: 6 },
  ],
  reflective: [
    { category: "literature", effectiveness: 8 },
    { category: "creative-wellbeing", effectiveness: 8 },
    { category: "visual-arts", effectiveness: 7 },
    { category: "music", effectiveness: 6 },
  ],
};
