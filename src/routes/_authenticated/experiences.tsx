import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef } from "react";
import { isListCategory, LIST_CATEGORY_LABELS } from "../../features/layout/index.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { SearchIcon } from "../../ui/icons.tsx";
import { Page } from "../../ui/page.tsx";
import { experiencesSearchSchema } from "../-shared/search-schemas.ts";

export const Route = createFileRoute("/_authenticated/experiences")({
  validateSearch: experiencesSearchSchema,
  component: Experiences,
});

/**
 * The experiences list frame (spec §2): hero, Add Experience, a search box bound to `?search=`.
 * The cards, filters and count arrive with the experiences issue.
 */
function Experiences() {
  const { t, i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const requestedSearch = search.search !== undefined;

  // The header's search button opens this page with `?search=`: put the cursor in the box.
  useEffect(() => {
    if (requestedSearch) inputRef.current?.focus();
  }, [requestedSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    void navigate({ search: (prev) => ({ ...prev, search: text || undefined }), replace: true });
  };

  const category = search.category;
  const hasFilters = Boolean(search.search || category || search.wellbeing);
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
      <search className="mb-6 block max-w-2xl">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="experience-search" className="sr-only">
            {t`Search experiences`}
          </label>
          <input
            ref={inputRef}
            id="experience-search"
            name="search"
            type="search"
            defaultValue={search.search ?? ""}
            key={search.search ?? ""}
            placeholder={t`Search by title, description or venue`}
            className="input input-bordered min-h-11 w-full"
          />
          <button type="submit" className="btn btn-primary btn-square size-11">
            <SearchIcon className="size-5" />
            <span className="sr-only">{t`Search`}</span>
          </button>
        </form>
      </search>
      {category ? (
        <p className="mb-6 text-base-content/80">
          {t`Category:`}{" "}
          <span className="badge badge-primary badge-soft badge-lg">
            {isListCategory(category) ? i18n._(LIST_CATEGORY_LABELS[category]) : category}
          </span>
        </p>
      ) : null}
      <div className="pb-8">
        <EmptyState
          title={t`No experiences to show yet`}
          action={
            hasFilters ? (
              <Link to="/experiences" className="btn btn-outline min-h-11">
                {t`Clear Filters`}
              </Link>
            ) : null
          }
        >
          {t`This part of CultureWell is still being built. Please check back soon.`}
        </EmptyState>
      </div>
    </Page>
  );
}
