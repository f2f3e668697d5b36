/** Public surface of the recommendations feature's data layer. */

// Screens: the profile's For You tab and reason wording.
export { ForYouTab } from "./components/for-you-tab.tsx";
export { localRecommendations } from "./data/recommendations-repo.ts";
export { useRecommendations } from "./hooks/use-recommendations.ts";
