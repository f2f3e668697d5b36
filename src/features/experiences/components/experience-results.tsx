import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { memo, type ReactNode, useEffect, useState } from "react";
import type { ExperienceRow } from "#db/types.ts";
import { SKELETON_CARDS } from "#domain/constants.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { ExperienceCard } from "./experience-card.tsx";
import { ExperienceCardSkeleton } from "./experience-card-skeleton.tsx";

/**
 * Cards rendered per page. The list may hold 10,000 experiences: filtering runs over all of them
 * (cheap, see `filterExperiences`), but only the first pages are turned into DOM, so a
 * keystroke re-renders at most a few dozen cards. "Show more" adds a page (bench/filter-bench.ts
 * measures the keystroke cost).
 */
export const PAGE_SIZE = 24;

interface ExperienceResultsProps {
  experiences: readonly ExperienceRow[] | undefined;
  /** Changes whenever the filters do: the list goes back to its first page. */
  filterKey: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Extra controls per card (the favourite toggle); keep it stable (useCallback). */
  renderActions?: (experience: ExperienceRow) => ReactNode;
}

/** Memoised: a keystroke that keeps a card in the list does not re-render it. */
const Card = memo(function Card({
  experience,
  renderActions,
}: {
  experience: ExperienceRow;
  renderActions: ExperienceResultsProps["renderActions"];
}) {
  return (
    <ExperienceCard
      experience={experience}
      actions={renderActions?.(experience)}
      headingLevel={3}
    />
  );
});

/** The count, six skeletons while loading, the empty state, or the paged grid (spec §2). */
export function ExperienceResults(props: ExperienceResultsProps) {
  const { experiences, filterKey, hasFilters, onClearFilters, renderActions } = props;
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE_SIZE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page one
  useEffect(() => setShown(PAGE_SIZE), [filterKey]);

  const count = experiences?.length ?? 0;
  const visible = experiences?.slice(0, shown) ?? [];
  return (
    <section aria-labelledby="experience-results-count" aria-busy={experiences === undefined}>
      <h2
        id="experience-results-count"
        className="mb-4 text-lg font-semibold"
        aria-live="polite"
        data-testid="experience-count"
      >
        {experiences === undefined
          ? t`Loading experiences…`
          : plural(count, {
              one: "# experience found",
              other: "# experiences found",
            })}
      </h2>
      {experiences === undefined ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={i}>
              <ExperienceCardSkeleton />
            </li>
          ))}
        </ul>
      ) : count === 0 ? (
        <EmptyState
          level={3}
          title={t`No experiences found`}
          action={
            hasFilters ? (
              <button type="button" className="btn btn-primary min-h-11" onClick={onClearFilters}>
                {t`Clear Filters`}
              </button>
            ) : null
          }
        >
          {hasFilters
            ? t`Try a different search or fewer filters.`
            : t`New experiences appear here as soon as partners list them.`}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="experience-list">
            {visible.map((e) => (
              <li key={e.id}>
                <Card experience={e} renderActions={renderActions} />
              </li>
            ))}
          </ul>
          {count > shown ? (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-base-content/70">
                {t`Showing ${visible.length} of ${count}`}
              </p>
              <button
                type="button"
                className="btn btn-outline min-h-11"
                onClick={() => setShown((n) => n + PAGE_SIZE)}
              >
                {t`Show more`}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
