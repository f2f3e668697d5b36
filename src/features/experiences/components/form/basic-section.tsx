import { useLingui } from "@lingui/react/macro";
import { categoryLabel } from "#catalogue/category-labels.ts";
import { FORM_CATEGORIES } from "#domain/constants.ts";
import { SelectField, TextAreaField, TextField } from "#ui/form/index.ts";
import { FormSection, type SectionProps } from "./section.tsx";

/** Basic Information: title, description, category, price (euros). */
export function BasicSection({ values, errors, setField, bind }: SectionProps) {
  const { t, i18n } = useLingui();
  // An older listing may carry a category the form no longer offers: keep it selectable.
  const categories: string[] = FORM_CATEGORIES.includes(
    values.category as (typeof FORM_CATEGORIES)[number],
  )
    ? [...FORM_CATEGORIES]
    : [values.category, ...FORM_CATEGORIES];
  return (
    <FormSection id="basic-information" title={t`Basic Information`}>
      <TextField label={t`Title`} {...bind("title")} className="sm:col-span-2" />
      <TextAreaField
        label={t`Description`}
        description={t`10 to 1000 characters: what happens, who it suits, what to bring.`}
        rows={5}
        {...bind("description")}
        className="sm:col-span-2"
      />
      <SelectField label={t`Category`} {...bind("category")}>
        {categories.map((id) => (
          <option key={id} value={id}>
            {categoryLabel(i18n, id)}
          </option>
        ))}
      </SelectField>
      <TextField
        name="price"
        label={t`Price (EUR)`}
        description={t`0 means the experience is free.`}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={values.price ?? ""}
        onValueChange={(value) => setField("price", value)}
        error={errors.price}
      />
    </FormSection>
  );
}
