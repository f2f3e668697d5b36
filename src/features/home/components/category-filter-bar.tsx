import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { HOME_CATEGORIES, type HomeCategory } from "../home-categories.ts";

const LABELS: Readonly<Record<HomeCategory, MessageDescriptor>> = {
  all: msg`All`,
  art: msg`Art`,
  music: msg`Music`,
  theatre: msg`Theatre`,
  workshop: msg`Workshops`,
  community: msg`Community`,
};

/**
 * The home category bar (decision 0005): one choice of six, as a native radio group styled as pills
 * (one tab stop, arrow keys move and choose, the choice is announced).
 */
export function CategoryFilterBar({
  value,
  onChange,
}: {
  value: HomeCategory;
  onChange: (category: HomeCategory) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset>
      <legend className="sr-only">{t`Filter featured experiences by category`}</legend>
      <div className="flex flex-wrap gap-2">
        {HOME_CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex min-h-11 cursor-pointer items-center rounded-full border border-base-300 bg-base-100 px-4 font-medium transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary has-checked:text-primary-content has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name="home-category"
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              className="sr-only"
            />
            {i18n._(LABELS[category])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
