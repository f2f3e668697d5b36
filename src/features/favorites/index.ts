/** Public surface of the favourites feature's data layer. */

export { FavoriteToggle } from "./components/favorite-toggle.tsx";
export { FavoritesGrid } from "./components/favorites-grid.tsx";
export { SavableExperienceGrid } from "./components/savable-experience-grid.tsx";
export {
  addFavorite,
  listFavorites,
  toggleFavorite,
} from "./data/favorites-repo.ts";
export { useFavoriteIds } from "./hooks/use-favorite-ids.ts";
export { useFavorites } from "./hooks/use-favorites.ts";
