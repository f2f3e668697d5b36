import { useLingui } from "@lingui/react/macro";
import { memo, type RefObject } from "react";
import { categoryLabel } from "#catalogue/category-labels.ts";
import { ACCESSIBILITY_FILTERS, LIST_CATEGORIES } from "#domain/constants.ts";
import { PRICE_FILTERS, type PriceFilter } from "#domain/experience-filters.ts";
import { CloseIcon, SearchIcon } from "#ui/icons.tsx";
import { ACCESSIBILITY_FILTER_LABELS, PRICE_FILTER_LABELS } from "./option-labels.ts";

/** The filters as the URL holds them; undefined = not filtering ("all"). */
export interface FilterValues {
  category?: string | undefined;
  price?: Exclude<PriceFilter, "all"> | undefined;
  accessibility?: string[] | undefined;
  wellbeing?: string | undefined;
}

interface ExperienceFilterBarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
  /** The search box got the focus: a keystroke may follow. */
  onSearchFocus?: () => void;
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
}

/**
 * Search and the three filters (category, price, accessibility), plus the wellbeing
 * theme a professional's quick link may carry. Native controls only: each is reachable and
 * operable from the keyboard, and every one has a visible label.
 */
export function ExperienceFilterBar(props: ExperienceFilterBarProps) {
  const { searchText, onSearchText, searchRef, onSearchFocus, values, onChange } = props;
  const { t } = useLingui();
  return (
    <search className="mb-6 block rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4">
        <label className="input input-bordered min-h-12 w-full">
          <SearchIcon className="size-5 opacity-70" />
          <span className="sr-only">{t`Search experiences`}</span>
          <input
            ref={searchRef}
            type="search"
            value={searchText}
            onChange={(e) => onSearchText(e.target.value)}
            onFocus={onSearchFocus}
            placeholder={t`Search by title, description or venue`}
            className="grow"
            data-testid="experience-search"
          />
        </label>
        <FilterControls values={values} onChange={onChange} />
      </div>
    </search>
  );
}

/**
 * The filters below the search box. Memoised: a keystroke changes only the search text, and
 * re-rendering a native input re-sets its name and type, which restyles it (a keystroke's time:
 * README "Performance"). Keep `onChange` stable (useStableCallback); `values` is the URL's, the
 * same object between writes.
 */
const FilterControls = memo(function FilterControls({
  values,
  onChange,
}: Pick<ExperienceFilterBarProps, "values" | "onChange">) {
  const { t, i18n } = useLingui();
  const selected = new Set(values.accessibility ?? []);
  const toggleFeature = (id: string, on: boolean) => {
    const next: string[] = ACCESSIBILITY_FILTERS.filter((f) => (f === id ? on : selected.has(f)));
    onChange({ accessibility: next.length > 0 ? next : undefined });
  };
  return (
    <>
      <div className="grid grid-cols-1 gap-x-3 gap-y-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t`Category`}</span>
          <select
            className="select select-bordered min-h-11 w-full"
            value={values.category ?? "all"}
            onChange={(e) =>
              onChange({ category: e.target.value === "all" ? undefined : e.target.value })
            }
          >
            <option value="all">{t`All categories`}</option>
            {LIST_CATEGORIES.map((id) => (
              <option key={id} value={id}>
                {categoryLabel(i18n, id)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t`Price`}</span>
          <select
            className="select select-bordered min-h-11 w-full"
            value={values.price ?? "all"}
            onChange={(e) => {
              const price = e.target.value as PriceFilter;
              onChange({ price: price === "all" ? undefined : price });
            }}
          >
            {PRICE_FILTERS.map((id) => (
              <option key={id} value={id}>
                {i18n._(PRICE_FILTER_LABELS[id])}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <legend className="mb-1.5 text-sm font-medium">{t`Accessibility`}</legend>
          <div className="flex flex-wrap gap-x-5">
            {ACCESSIBILITY_FILTERS.map((id) => (
              <label key={id} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary checkbox-sm rounded-[0.3rem]"
                  checked={selected.has(id)}
                  onChange={(e) => toggleFeature(id, e.target.checked)}
                />
                <span className="text-sm">{i18n._(ACCESSIBILITY_FILTER_LABELS[id])}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {values.wellbeing ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t`Wellbeing focus:`}</span>
          <button
            type="button"
            className="badge badge-lg badge-primary gap-1"
            onClick={() => onChange({ wellbeing: undefined })}
            aria-label={t`Remove wellbeing focus: ${values.wellbeing}`}
          >
            {values.wellbeing}
            <CloseIcon className="size-3.5" />
          </button>
        </p>
      ) : null}
    </>
  );
});
