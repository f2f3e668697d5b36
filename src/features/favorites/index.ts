/** Public surface of the favourites feature's data layer. */

export { FavoriteToggle } from "./components/favorite-toggle.tsx";
export { SavableExperienceGrid } from "./components/savable-experience-grid.tsx";
export { listFavoriteIds } from "./data/favorite-ids.ts";
export {
  addFavorite,
  type FavoriteWithExperience,
  listFavorites,
  removeFavorite,
  toggleFavorite,
} from "./data/favorites-repo.ts";
export { useFavoriteIds } from "./hooks/use-favorite-ids.ts";
export { useFavorites, useIsFavorite } from "./hooks/use-favorites.ts";
