import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "#ui/empty-state.tsx";
import { useFavorites } from "../hooks/use-favorites.ts";
import { FavoritesGrid } from "./favorites-grid.tsx";

/** The profile's Favorites tab: saved experiences as cards; the empty state leads to the list. */
export function FavoritesTab() {
  const { t } = useLingui();
  const favorites = useFavorites();
  if (favorites === undefined) {
    return (
      <p className="py-8 text-base-content/80" aria-busy="true">{t`Loading your favorites…`}</p>
    );
  }
  if (favorites.length === 0) {
    return (
      <EmptyState
        title={t`No favorites yet`}
        action={
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Browse Experiences`}
          </Link>
        }
      >
        {t`Save experiences you like and they will wait for you here.`}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="favorites-title">
      <h2 id="favorites-title" className="text-2xl font-semibold">
        {t`Your favorite experiences`}
      </h2>
      <FavoritesGrid
        favorites={favorites}
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      />
    </section>
  );
}
