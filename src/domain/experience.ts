import type { DifficultyLevel } from "./constants.ts";

/** An experience as the API and IndexedDB hold it (spec §3). Price in minor units. */
export interface Experience {
  id: string;
  title: string;
  description: string;
  category: string;
  price: number;
  location: string;
  venue: string;
  venueId: string | null;
  /** ISO date-time text (spec: "date (text)"). */
  date: string;
  imageUrl: string;
  wellbeingBenefit: string;
  isActive: boolean;
  accessibilityFeatures: string[];
  duration: number | null;
  maxParticipants: number | null;
  difficultyLevel: DifficultyLevel;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}
