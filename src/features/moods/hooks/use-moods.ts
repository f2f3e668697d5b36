import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import {
  latestMood,
  listAttendedVisits,
  listMoodEntries,
  moodSuggestions,
} from "../data/moods-repo.ts";

/** The signed-in user's latest mood (dashboard "Latest mood"); undefined while loading. */
export function useLatestMood() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? latestMood(userId) : null), [userId]);
}

/** All check-ins, latest first; undefined while loading. */
export function useMoodEntries() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listMoodEntries(userId) : []), [userId]);
}

/**
 * Experiences that may help with `mood` (shown after a mood is logged). Nothing until a
 * mood is given.
 */
export function useMoodSuggestions(mood: string | null | undefined) {
  return useLiveQuery(async () => (mood ? moodSuggestions(mood) : []), [mood]);
}

/** The visits the door checked the user in to (mood before/after, insight); undefined while loading. */
export function useAttendedVisits() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listAttendedVisits(userId) : []), [userId]);
}
