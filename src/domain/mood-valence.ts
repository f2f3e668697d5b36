import type { Mood } from "./constants.ts";

/**
 * Which way each of the eight moods leans. Intensity (1–10) says how strong a feeling
 * is, not whether it is good: "anxious 8" is not better than "anxious 3". So the insight compares
 * a MOOD SCORE that combines both: a pleasant mood counts its intensity up, a difficult one
 * counts it down. −10 (the strongest difficult feeling) … +10 (the strongest pleasant one).
 */
export const MOOD_VALENCE: Readonly<Record<Mood, 1 | -1>> = {
  joyful: 1,
  energetic: 1,
  curious: 1,
  reflective: 1,
  lonely: -1,
  anxious: -1,
  sad: -1,
  stressed: -1,
};

/** The mood score of one check-in (see above); an unknown mood scores 0 (no lean either way). */
export function moodScore(entry: { mood: string; intensity: number }): number {
  const valence = MOOD_VALENCE[entry.mood as Mood] ?? 0;
  const intensity = Math.min(10, Math.max(1, entry.intensity));
  return valence * intensity;
}
