import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { memo, type ReactNode, useCallback, useEffect, useRef } from "react";
import { ExperienceCard } from "#catalogue/experience-card.tsx";
import type { ExperienceRow } from "#db/types.ts";
import { SKELETON_CARDS } from "#domain/constants.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { useSettledValue } from "#ui/use-settled-value.ts";
import { ExperienceCardSkeleton } from "./experience-card-skeleton.tsx";
import { VirtualCardGrid } from "./virtual-card-grid.tsx";

interface ExperienceResultsProps {
  experiences: readonly ExperienceRow[] | undefined;
  /**
   * How many experiences match, when more than `experiences` holds (only the list's first rows
   * are read yet): the count says it and the list keeps room for them. Defaults to the length.
   */
  count?: number | undefined;
  /** The list's first rows are shown but not yet counted: the heading says it is loading. */
  counting?: boolean;
  /**
   * Changes whenever the filters do: a list scrolled past its start goes back to it. Also on
   * the section (`data-filters`), so a test or bench sees each filter's render land even when
   * it changes nothing else.
   */
  filterKey: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Extra controls per card (the favourite toggle); keep it stable (useCallback). */
  renderActions?: (experience: ExperienceRow) => ReactNode;
}

/** How long the count must stay the same before it is announced. */
const ANNOUNCE_AFTER_MS = 500;
/**
 * Cards whose picture loads at once, at high priority: the first row of the widest grid. The
 * first card's picture is the list page's largest paint, and a lazy image waits for layout
 * before it is even requested (decision 0017: Lighthouse's LCP "resource load delay").
 */
const EAGER_CARDS = 3;

/** Memoised: a keystroke that leaves a card where it was does not re-render it. */
const Card = memo(function Card({
  experience,
  renderActions,
  eagerImage,
}: {
  experience: ExperienceRow;
  renderActions: ExperienceResultsProps["renderActions"];
  eagerImage: boolean;
}) {
  return (
    <ExperienceCard
      experience={experience}
      actions={renderActions?.(experience)}
      headingLevel={3}
      eagerImage={eagerImage}
    />
  );
});

/** The count, six skeletons while loading, the empty state, or the windowed grid. */
export function ExperienceResults(props: ExperienceResultsProps) {
  const { experiences, filterKey, hasFilters, onClearFilters, renderActions } = props;
  const { t } = useLingui();
  const sectionRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter shows its first results
  useEffect(() => {
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollBy({ top });
  }, [filterKey]);
  const renderItem = useCallback(
    (e: ExperienceRow, index: number) => (
      <Card experience={e} renderActions={renderActions} eagerImage={index < EAGER_CARDS} />
    ),
    [renderActions],
  );

  const count = experiences === undefined ? 0 : Math.max(props.count ?? 0, experiences.length);
  const found =
    experiences === undefined || props.counting
      ? t`Loading experiences…`
      : plural(count, {
          one: "# experience found",
          other: "# experiences found",
        });
  // The count follows every keystroke on screen; a screen reader hears it once typing pauses.
  const announced = useSettledValue(found, ANNOUNCE_AFTER_MS);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="experience-results-count"
      aria-busy={experiences === undefined || props.counting || count > experiences.length}
      data-filters={filterKey}
    >
      <h2
        id="experience-results-count"
        className="mb-4 text-lg font-semibold"
        data-testid="experience-count"
      >
        {found}
      </h2>
      <p className="sr-only" role="status">
        {announced}
      </p>
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
        <VirtualCardGrid items={experiences} count={count} renderItem={renderItem} />
      )}
    </section>
  );
}
