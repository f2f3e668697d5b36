// TEMPORARY stand-in written by the server engineer so server code type-checks and tests run.
// The seed-data engineer replaces this whole file (same exports, 40+ experiences).
import type {
  AccessibilityFeature,
  DifficultyLevel,
  ListCategory,
  Mood,
} from "../../src/domain/constants.ts";

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
  byDemoPartner: boolean;
}
export interface SeedMoodRecommendation {
  mood: Mood;
  experienceCategory: ListCategory;
  recommendationReason: string;
  effectiveness: number;
}

export const SEED_VENUES: SeedVenue[] = [
  {
    key: "riverside",
    name: "Riverside Arts Centre",
    address: "1 River Street",
    city: "Riga",
    description: "Studios and a small hall by the river.",
  },
];

export const SEED_EXPERIENCES: SeedExperience[] = [
  {
    key: "watercolour",
    title: "Mindful Watercolour Morning",
    description: "A slow, friendly introduction to watercolour painting.",
    category: "visual-arts",
    priceCents: 0,
    venueKey: "riverside",
    location: "Riga, Old Town",
    daysFromNow: 3,
    startHour: 10,
    startMinute: 0,
    imageUrl: "/images/experiences/watercolour.webp",
    wellbeingBenefit: "stress-relief",
    accessibilityFeatures: ["wheelchair-accessible"],
    duration: 120,
    maxParticipants: 12,
    difficultyLevel: "beginner",
    byDemoPartner: true,
  },
  {
    key: "choir",
    title: "Community Choir Drop-in",
    description: "Sing together, no experience needed.",
    category: "music",
    priceCents: 500,
    venueKey: "riverside",
    location: "Riga, Centre",
    daysFromNow: 5,
    startHour: 18,
    startMinute: 30,
    imageUrl: "/images/experiences/choir.webp",
    wellbeingBenefit: "social-connection",
    accessibilityFeatures: [],
    duration: 90,
    maxParticipants: 40,
    difficultyLevel: "all-levels",
    byDemoPartner: false,
  },
];

export const SEED_MOOD_RECOMMENDATIONS: SeedMoodRecommendation[] = [
  {
    mood: "stressed",
    experienceCategory: "visual-arts",
    recommendationReason: "Slow, absorbing art-making calms a busy mind.",
    effectiveness: 8,
  },
  {
    mood: "lonely",
    experienceCategory: "music",
    recommendationReason: "Singing with others builds connection quickly.",
    effectiveness: 9,
  },
];
