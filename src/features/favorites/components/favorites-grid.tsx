import type { ReactNode } from "react";
import { ExperienceCard } from "#catalogue/experience-card.tsx";
import type { FavoriteWithExperience } from "../data/favorites-repo.ts";
import { FavoriteToggle } from "./favorite-toggle.tsx";

interface FavoritesGridProps {
  favorites: readonly FavoriteWithExperience[];
  /** Something under each card, e.g. the /favorites screen's Remove button. */
  footer?: (favorite: FavoriteWithExperience) => ReactNode;
  className?: string;
}

/**
 * The saved experiences as cards, each with its (pressed) heart: the profile's Favorites tab and
 * the /favorites screen show the same grid, in the order they are given.
 */
export function FavoritesGrid({
  favorites,
  footer,
  className = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
}: FavoritesGridProps) {
  return (
    <ul className={className} data-testid="favorites-grid">
      {favorites.map((favorite) => (
        <li key={favorite.experience.id} className="flex flex-col gap-2">
          {/* flex-1: the card keeps its full height when a footer shares the cell. */}
          <div className="flex-1">
            <ExperienceCard
              experience={favorite.experience}
              headingLevel={3}
              actions={
                <FavoriteToggle
                  experienceId={favorite.experience.id}
                  title={favorite.experience.title}
                  saved
                />
              }
            />
          </div>
          {footer?.(favorite)}
        </li>
      ))}
    </ul>
  );
}
