import { useLingui } from "@lingui/react/macro";
import { FORM_CATEGORIES } from "../../../../domain/constants.ts";
import { categoryLabel } from "../category-labels.ts";
import { Field } from "./field.tsx";
import type { SectionProps } from "./section.tsx";
import { FormSection } from "./section.tsx";

/** Basic Information: title, description, category, price (euros). */
export function BasicSection({ values, errorOf, setField }: SectionProps) {
  const { t, i18n } = useLingui();
  // An older listing may carry a category the form no longer offers: keep it selectable.
  const categories: string[] = FORM_CATEGORIES.includes(
    values.category as (typeof FORM_CATEGORIES)[number],
  )
    ? [...FORM_CATEGORIES]
    : [values.category, ...FORM_CATEGORIES];
  return (
    <FormSection id="basic-information" title={t`Basic Information`}>
      <Field name="title" label={t`Title`} error={errorOf("title")} className="sm:col-span-2">
        {(p) => (
          <input
            {...p}
            value={values.title}
            onChange={(e) => setField("title", e.target.value)}
            className={`input w-full ${errorOf("title") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field
        name="description"
        label={t`Description`}
        hint={t`10 to 1000 characters: what happens, who it suits, what to bring.`}
        error={errorOf("description")}
        className="sm:col-span-2"
      >
        {(p) => (
          <textarea
            {...p}
            rows={5}
            value={values.description}
            onChange={(e) => setField("description", e.target.value)}
            className={`textarea w-full ${errorOf("description") ? "textarea-error" : ""}`}
          />
        )}
      </Field>
      <Field name="category" label={t`Category`} error={errorOf("category")}>
        {(p) => (
          <select
            {...p}
            value={values.category}
            onChange={(e) => setField("category", e.target.value)}
            className={`select w-full ${errorOf("category") ? "select-error" : ""}`}
          >
            {categories.map((id) => (
              <option key={id} value={id}>
                {categoryLabel(i18n, id)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="price"
        label={t`Price (EUR)`}
        hint={t`0 means the experience is free.`}
        error={errorOf("price")}
      >
        {(p) => (
          <input
            {...p}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.price ?? ""}
            onChange={(e) => setField("price", e.target.value)}
            className={`input w-full ${errorOf("price") ? "input-error" : ""}`}
          />
        )}
      </Field>
    </FormSection>
  );
}
