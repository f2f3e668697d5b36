import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { SavableExperienceGrid } from "#features/favorites/index.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { useSuggestions } from "../hooks/use-suggestions.ts";

/**
 * "Suggested for You", the first 4 recommendations, with the full list one link away.
 * `pending`: the user's rows are on their way (the first sync), so the ranking would be made of
 * a part of the catalogue, or nothing: the placeholders stay.
 */
export function SuggestedForYou({ pending = false }: { pending?: boolean }) {
  const { t } = useLingui();
  const ranked = useSuggestions();
  const suggestions = pending ? undefined : ranked;
  return (
    <section aria-labelledby="dashboard-suggested" className="mb-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-suggested" className="text-2xl font-semibold">
          {t`Suggested for You`}
        </h2>
        <Link to="/profile" search={{ tab: "recommendations" }} className="btn btn-ghost min-h-11">
          {t`See all recommendations`}
        </Link>
      </div>
      {suggestions === undefined ? (
        <div aria-busy="true" className="grid gap-6 sm:grid-cols-2">
          <p className="sr-only" role="status">{t`Finding experiences for you…`}</p>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} aria-hidden="true" className="skeleton aspect-[4/5] w-full" />
          ))}
        </div>
      ) : suggestions.length === 0 ? (
        <EmptyState level={3} title={t`No suggestions yet`}>
          {t`When experiences still to come are on this device, the ones that suit you best appear here.`}
        </EmptyState>
      ) : (
        <SavableExperienceGrid
          experiences={suggestions}
          className="grid gap-6 sm:grid-cols-2"
          testId="dashboard-suggestions"
        />
      )}
    </section>
  );
}
