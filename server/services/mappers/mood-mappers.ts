import type { Mood } from "#domain/constants.ts";
import type { MoodEntry, MoodRecommendation } from "#domain/entities/index.ts";
import type { MoodEntryRow, MoodRecommendationRow } from "../../db/schema.ts";

/** Wire rows (REST and pull), defined by their entity schemas. */
export type { MoodEntry, MoodRecommendation };

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    userId: row.userId,
    mood: row.mood as Mood,
    intensity: row.intensity,
    notes: row.context,
    createdAt: row.createdAt,
    experienceId: row.experienceId,
    moment: row.moment,
  };
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
