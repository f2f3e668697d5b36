import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { FAVORITE_SORTS } from "#features/favorites/first-paint.ts";
import { FavoritesScreen } from "#features/favorites/screens.ts";
import { Page } from "#ui/page.tsx";

/** `?sort=` names the order; anything else (or nothing) shows the newest saves first. */
const favoritesSearchSchema = v.object({
  sort: v.fallback(v.optional(v.picklist(FAVORITE_SORTS)), undefined),
});

export const Route = createFileRoute("/_authenticated/favorites")({
  validateSearch: favoritesSearchSchema,
  component: Favorites,
});

/** /favorites (linked from the dashboard): the saved experiences, sortable; the order is in the URL. */
function Favorites() {
  const { t } = useLingui();
  const { sort = "newest" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page
      title={t`Favorites`}
      heading={t`Your Favorites`}
      lead={t`The experiences you saved, ready when you are.`}
    >
      <FavoritesScreen
        sort={sort}
        onSortChange={(next) =>
          void navigate({
            search: { sort: next === "newest" ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
      />
    </Page>
  );
}
