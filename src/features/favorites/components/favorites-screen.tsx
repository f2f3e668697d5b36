import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { EmptyState } from "#ui/empty-state.tsx";
import { type FavoriteSort, sortFavorites } from "../data/favorite-sort.ts";
import { useFavorites } from "../hooks/use-favorites.ts";
import { FavoriteSortSelect } from "./favorite-sort-select.tsx";
import { FavoritesGrid } from "./favorites-grid.tsx";
import { RemoveFavoriteButton } from "./remove-favorite-button.tsx";

/**
 * /favorites: every saved experience from this device (so it works offline), sorted as the URL
 * says, each removable. The route owns `sort`; this screen only reads and asks to change it.
 */
export function FavoritesScreen({
  sort,
  onSortChange,
}: {
  sort: FavoriteSort;
  onSortChange: (sort: FavoriteSort) => void;
}) {
  const { t, i18n } = useLingui();
  const favorites = useFavorites();
  const heading = useRef<HTMLHeadingElement>(null);

  if (favorites === undefined) return <FavoritesSkeleton />;
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
        {t`Save experiences you like with the heart on their card and they will wait for you here, even offline.`}
      </EmptyState>
    );
  }
  const count = favorites.length;
  return (
    <section aria-labelledby="favorites-count" className="pb-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="favorites-count" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          {t`${plural(count, { one: "# saved experience", other: "# saved experiences" })}`}
        </h2>
        <FavoriteSortSelect value={sort} onChange={onSortChange} />
      </div>
      <FavoritesGrid
        favorites={sortFavorites(favorites, sort, i18n.locale)}
        footer={(favorite) => (
          <RemoveFavoriteButton
            experienceId={favorite.experience.id}
            title={favorite.experience.title}
            onRemoved={() => heading.current?.focus()}
          />
        )}
      />
    </section>
  );
}

function FavoritesSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" data-testid="favorites-loading" className="pb-8">
      <p className="sr-only" role="status">
        {t`Loading your favorites…`}
      </p>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <div key={n} className="skeleton aspect-[4/5] w-full" />
        ))}
      </div>
    </div>
  );
}
