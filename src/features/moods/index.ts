export {
  latestMood,
  listMoodEntries,
  logMood,
  MOOD_SUGGESTIONS_LIMIT,
  type MoodSuggestion,
  moodSuggestions,
  suggestForMood,
} from "./data/moods-repo.ts";
export { useLatestMood, useMoodEntries, useMoodSuggestions } from "./hooks/use-moods.ts";
