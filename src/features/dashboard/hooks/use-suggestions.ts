import { useMemo } from "react";
import { useRecommendations } from "#features/recommendations/index.ts";

/** "Suggested for You" shows the first 4 recommendations. */
export const SUGGESTIONS = 4;

/**
 * The first recommendations' experiences, in the same order as the profile's For You tab (the
 * recommendations feature ranks them, live, pausing during a bulk pull); undefined while loading.
 */
export function useSuggestions() {
  const recommendations = useRecommendations(SUGGESTIONS);
  return useMemo(() => recommendations?.map((r) => r.experience), [recommendations]);
}
