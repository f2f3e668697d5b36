import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import type { ExperienceRow } from "#db/types.ts";
import { type ExperienceSearch, hasActiveFilters } from "#domain/experience-filters.ts";
import {
  ExperienceFilterBar,
  ExperienceResults,
  type FilterValues,
  type SearchPatch,
  useExperienceList,
  useSearchDraft,
} from "#features/experiences/screens.ts";
import { FavoriteToggle, useFavoriteIds } from "#features/favorites/index.ts";
import { useIsCulturalPartner } from "#features/partner/index.ts";
import { useFirstContentPending } from "#ui/first-content.ts";
import { Page } from "#ui/page.tsx";
import { useStableCallback } from "#ui/use-stable-callback.ts";

/** The URL follows the search box this long after the last keystroke (the list follows at once). */
export const SEARCH_URL_DEBOUNCE_MS = 200;

/**
 * Experiences list: hero with Add Experience (partners only), search, filters, count,
 * results. The URL is the one source of every filter and of the search text (`validateSearch`),
 * so a shared link or a reload shows the same list. The search box writes the URL once typing
 * pauses (a filter change takes the typed text along), but the list follows the box itself, in
 * the same render as each keystroke's echo (a narrowing filter keeps that render small): it
 * never waits for the URL, and the URL write, when it lands, finds the list already filtered.
 */
export function ExperiencesScreen({ search }: { search: ExperienceSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/experiences" });
  const router = useRouter();
  const draft = useSearchDraft(search.search ?? "", SEARCH_URL_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);

  // The header's search button links here with `#search` (its empty `?search=` is dropped from
  // the URL, so it cannot be the signal): put the cursor in the box.
  const searchRequest = useLocation({
    select: (l) => (l.hash === "search" ? (l.state.__TSR_key ?? l.href) : null),
  });
  useEffect(() => {
    if (searchRequest) searchRef.current?.focus();
  }, [searchRequest]);

  // Merges into the latest URL (`prev`), never into the `search` this render saw.
  const writeUrl = (patch: Partial<FilterValues> & SearchPatch) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const onSearchText = (value: string) =>
    draft.type(value, async (patch) => {
      // The user may have left meanwhile (a card's link, typed within the delay): the list stays
      // mounted while the next screen loads, and writing its URL now would navigate back.
      if (router.latestLocation.pathname !== "/experiences") return;
      await writeUrl(patch);
    });

  // Stable: the filter controls are memoised and must not re-render on each keystroke.
  const onChange = useStableCallback(
    (patch: Partial<FilterValues>) =>
      void draft.writeWith((searchPatch) => writeUrl({ ...searchPatch, ...patch })),
  );

  const clearFilters = () => {
    draft.discard();
    void navigate({ search: {}, replace: true });
  };

  const shown = { ...search, search: draft.text.trim() || undefined };
  const { experiences, count, settled, prepareSearch } = useExperienceList(shown);
  // The first cards and their pictures are the page's largest paint: background work waits.
  useFirstContentPending(!settled);
  // Only cultural partners list experiences: nobody else is offered a form they cannot send.
  const partner = useIsCulturalPartner();
  const favoriteIds = useFavoriteIds();
  const renderActions = useCallback(
    (e: ExperienceRow) => (
      <FavoriteToggle experienceId={e.id} title={e.title} saved={favoriteIds.has(e.id)} />
    ),
    [favoriteIds],
  );

  return (
    <Page
      title={t`Experiences`}
      heading={t`Discover Cultural Experiences`}
      lead={t`Arts, music, theatre, workshops and community activities that support wellbeing and connection.`}
      actions={
        partner ? (
          <Link to="/add-experience" className="btn btn-primary min-h-11">
            {t`Add Experience`}
          </Link>
        ) : undefined
      }
    >
      <ExperienceFilterBar
        searchText={draft.text}
        onSearchText={onSearchText}
        searchRef={searchRef}
        onSearchFocus={prepareSearch}
        values={search}
        onChange={onChange}
      />
      <div className="pb-8">
        <ExperienceResults
          experiences={experiences}
          count={count}
          counting={experiences !== undefined && count === undefined}
          filterKey={JSON.stringify(shown)}
          hasFilters={hasActiveFilters(shown)}
          onClearFilters={clearFilters}
          renderActions={renderActions}
        />
      </div>
    </Page>
  );
}
