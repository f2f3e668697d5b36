import type { Mood } from "../../../src/domain/constants.ts";
import type { MoodEntryRow, MoodRecommendationRow } from "../../db/schema.ts";

/** The client's `moodEntries` row (src/db/types.ts): the stored `context` is the user's notes. */
export interface MoodEntry {
  id: string;
  userId: string;
  mood: Mood;
  intensity: number;
  notes: string | null;
  createdAt: string;
}

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    userId: row.userId,
    mood: row.mood as Mood,
    intensity: row.intensity,
    notes: row.context,
    createdAt: row.createdAt,
  };
}

/** Public: mood → category suggestion (client `moodRecommendations` row). */
export interface MoodRecommendation {
  id: string;
  mood: Mood;
  experienceCategory: string;
  recommendationReason: string;
  effectiveness: number;
}

export function toMoodRecommendation(row: MoodRecommendationRow): MoodRecommendation {
  return {
    id: row.id,
    mood: row.mood as Mood,
    experienceCategory: row.experienceCategory,
    recommendationReason: row.recommendationReason,
    effectiveness: row.effectiveness,
  };
}
