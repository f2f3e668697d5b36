import type { Experience } from "./experience.ts";

/**
 * What the recommendation scoring reads (recommendations.ts and its signals): only these fields,
 * so the device (IndexedDB rows) and the server (SQLite rows) can both feed it.
 */

export type RecommendableExperience = Pick<
  Experience,
  | "id"
  | "title"
  | "description"
  | "category"
  | "date"
  | "wellbeingBenefit"
  | "accessibilityFeatures"
  | "isActive"
  | "maxParticipants"
  | "price"
>;

export interface RecommendationProfile {
  wellbeingGoals?: readonly string[] | null;
  preferredCategories?: readonly string[] | null;
  accessibilityNeeds?: string | null;
}

export interface MoodRecommendationLike {
  mood: string;
  experienceCategory: string;
  recommendationReason?: string | null;
  effectiveness?: number | null;
}
