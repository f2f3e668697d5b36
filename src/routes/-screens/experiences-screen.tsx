import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ExperienceRow } from "../../db/types.ts";
import { type ExperienceSearch, hasActiveFilters } from "../../domain/experience-filters.ts";
import {
  ExperienceFilterBar,
  ExperienceResults,
  type FilterValues,
  useDebouncedCallback,
  useExperienceList,
} from "../../features/experiences/screens.ts";
import { FavoriteToggle, useFavoriteIds } from "../../features/favorites/index.ts";
import { Page } from "../../ui/page.tsx";

/** The URL follows the search box this long after the last keystroke (the list does at once). */
export const SEARCH_URL_DEBOUNCE_MS = 200;

/**
 * Experiences list (spec §2): hero with Add Experience, search, filters, count, results. Every
 * filter lives in the URL (`validateSearch`), so a filtered list can be shared and survives a
 * reload; the search box filters on each keystroke and writes the URL once typing pauses.
 */
export function ExperiencesScreen({ search }: { search: ExperienceSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/experiences" });
  const [text, setText] = useState(search.search ?? "");
  const written = useRef(search.search ?? "");
  const searchRef = useRef<HTMLInputElement>(null);

  // The URL changed by other means (Clear Filters, back button, the header's search link).
  useEffect(() => {
    const fromUrl = search.search ?? "";
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [search.search]);

  // The header's search button links here with `?search=`: put the cursor in the box.
  const searchRequested = useLocation({ select: (l) => "search" in l.search });
  useEffect(() => {
    if (searchRequested) searchRef.current?.focus();
  }, [searchRequested]);

  const router = useRouter();
  const writeSearch = useDebouncedCallback((value: string) => {
    // The user may have left meanwhile (a card's link, typed within the delay): the list stays
    // mounted while the next screen loads, and writing its URL now would navigate back.
    if (router.state.location.pathname !== "/experiences") return;
    const trimmed = value.trim();
    written.current = trimmed;
    void navigate({ search: (prev) => ({ ...prev, search: trimmed || undefined }), replace: true });
  }, SEARCH_URL_DEBOUNCE_MS);

  const onSearchText = (value: string) => {
    setText(value);
    writeSearch(value);
  };

  const onChange = (patch: Partial<FilterValues>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const clearFilters = () => {
    written.current = "";
    setText("");
    void navigate({ search: {}, replace: true });
  };

  const filters = { ...search, search: text };
  const { experiences } = useExperienceList(filters);
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
        <Link to="/add-experience" className="btn btn-primary min-h-11">
          {t`Add Experience`}
        </Link>
      }
    >
      <ExperienceFilterBar
        searchText={text}
        onSearchText={onSearchText}
        searchRef={searchRef}
        values={search}
        onChange={onChange}
      />
      <div className="pb-8">
        <ExperienceResults
          experiences={experiences}
          filterKey={JSON.stringify(filters)}
          hasFilters={hasActiveFilters(filters)}
          onClearFilters={clearFilters}
          renderActions={renderActions}
        />
      </div>
    </Page>
  );
}
