export { localRecommendations } from "./data/recommendations-repo.ts";
export { useRecommendations } from "./hooks/use-recommendations.ts";
