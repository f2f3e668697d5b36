import { useLingui } from "@lingui/react/macro";
import { FAVORITE_SORTS, type FavoriteSort } from "../data/favorite-sort.ts";

/** "Sort by" for the /favorites screen: a native select, so every keyboard and reader knows it. */
export function FavoriteSortSelect({
  value,
  onChange,
}: {
  value: FavoriteSort;
  onChange: (sort: FavoriteSort) => void;
}) {
  const { t } = useLingui();
  const labels: Record<FavoriteSort, string> = {
    newest: t`Newest saved first`,
    oldest: t`Oldest saved first`,
    title: t`Title (A–Z)`,
  };
  return (
    <label className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{t`Sort by`}</span>
      <select
        className="select select-bordered min-h-11 w-auto"
        value={value}
        onChange={(event) => {
          const next = FAVORITE_SORTS.find((s) => s === event.target.value);
          if (next) onChange(next);
        }}
      >
        {FAVORITE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
