/** The favourites screen; route screens only (see experiences/screens.ts). */
export { FavoritesScreen } from "./components/favorites-screen.tsx";
