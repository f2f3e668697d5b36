/** Public surface of the moods feature's data layer. */

export { IntensityField } from "./components/intensity-field.tsx";
// Screens: the home check-in, the profile's mood history, the shared mood labels.
export { MoodCheckIn } from "./components/mood-check-in.tsx";
export { MoodHistory } from "./components/mood-history.tsx";
export { isMood, MOOD_LABELS } from "./components/mood-labels.ts";
export { MoodMomentPrompts, VisitMoodMoments } from "./components/mood-moment-prompts.tsx";
export { MoodPicker } from "./components/mood-picker.tsx";
export {
  latestMood,
  logMood,
  moodSuggestions,
} from "./data/moods-repo.ts";
export { useOpenMoments } from "./hooks/use-mood-moments.ts";
export { useMoodEntries } from "./hooks/use-moods.ts";
