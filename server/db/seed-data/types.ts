/** The shapes of the seed content (pure data; `seed.ts` turns it into rows). */
import type {
  AccessibilityFeature,
  DifficultyLevel,
  ListCategory,
  Mood,
} from "#domain/constants.ts";

export interface SeedVenue {
  key: string;
  name: string;
  address: string;
  city: string;
  description: string;
}

export interface SeedExperience {
  key: string;
  title: string;
  description: string;
  category: ListCategory;
  priceCents: number;
  venueKey: string;
  location: string;
  daysFromNow: number;
  startHour: number;
  startMinute: number;
  imageUrl: string;
  wellbeingBenefit: string;
  accessibilityFeatures: AccessibilityFeature[];
  duration: number;
  maxParticipants: number;
  difficultyLevel: DifficultyLevel;
  /** Listed by the demo cultural partner (Lina Ozola, Riverside Arts Centre). */
  byDemoPartner: boolean;
  /**
   * Starts this many minutes after the seed (on the quarter hour) instead of on a later day:
   * the demo door, which opens three hours before a start, has something to check in on the
   * day the app is installed.
   */
  startsInMinutes?: number;
}

export interface SeedMoodRecommendation {
  mood: Mood;
  experienceCategory: ListCategory;
  recommendationReason: string;
  effectiveness: number;
}
