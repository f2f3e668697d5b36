/**
 * The professional dashboard's four quick filters: a list category and a wellbeing
 * theme each, passed to /experiences as `?category=&wellbeing=` (experienceSearchSchema) and
 * used by the new-referral picker with the same filter rules (filterExperiences).
 */
export const QUICK_FILTERS = [
  { id: "art-anxiety", category: "art", wellbeing: "anxiety" },
  { id: "music-depression", category: "music", wellbeing: "depression" },
  { id: "community-isolation", category: "community", wellbeing: "isolation" },
  { id: "creative-confidence", category: "creative", wellbeing: "confidence" },
] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
export type QuickFilterId = QuickFilter["id"];
