/**
 * Public surface of the favourites feature: the save toggle, the savable card grid, the
 * profile's Favorites tab, and the data other features read.
 */

export { FavoriteToggle } from "./components/favorite-toggle.tsx";
export { FavoritesTab } from "./components/favorites-tab.tsx";
export { SavableExperienceGrid } from "./components/savable-experience-grid.tsx";
export { listFavorites, toggleFavorite } from "./data/favorites-repo.ts";
export { useFavoriteIds } from "./hooks/use-favorite-ids.ts";
