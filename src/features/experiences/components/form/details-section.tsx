import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  ACCESSIBILITY_FEATURES,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  LIMITS,
  WELLBEING_BENEFITS,
} from "../../../../domain/constants.ts";
import { BENEFIT_SUGGESTIONS, DIFFICULTY_LABELS, FEATURE_LABELS } from "../option-labels.ts";
import { ERROR_TEXT_CLASS, Field } from "./field.tsx";
import { FormSection, type SectionProps } from "./section.tsx";

/** Additional Details: image, wellbeing benefit, participants, difficulty, accessibility. */
export function DetailsSection({
  values,
  errorOf,
  setField,
  mode,
}: SectionProps & { mode: "add" | "edit" }) {
  const { t, i18n } = useLingui();
  const suggestionsId = useId();
  // 'all-levels' is an edit-form option only (spec §4); an existing value stays selectable.
  const levels = DIFFICULTY_LEVELS.filter(
    (l) => l !== "all-levels" || mode === "edit" || values.difficultyLevel === l,
  );
  const toggle = (id: string, on: boolean) =>
    setField(
      "accessibilityFeatures",
      ACCESSIBILITY_FEATURES.filter((f) =>
        f === id ? on : values.accessibilityFeatures.includes(f),
      ),
    );
  const featureError = errorOf("accessibilityFeatures");
  return (
    <FormSection id="additional-details" title={t`Additional Details`}>
      <Field
        name="imageUrl"
        label={t`Image URL`}
        hint={t`A link to a picture (https://…) or a path on this site, e.g. /images/experiences/music-choir.svg`}
        error={errorOf("imageUrl")}
        className="sm:col-span-2"
      >
        {(p) => (
          <input
            {...p}
            inputMode="url"
            value={values.imageUrl}
            onChange={(e) => setField("imageUrl", e.target.value)}
            className={`input w-full ${errorOf("imageUrl") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field
        name="wellbeingBenefit"
        label={t`Wellbeing benefit`}
        hint={t`In a sentence, or pick a suggestion.`}
        error={errorOf("wellbeingBenefit")}
        className="sm:col-span-2"
      >
        {(p) => (
          <>
            <input
              {...p}
              list={suggestionsId}
              value={values.wellbeingBenefit}
              onChange={(e) => setField("wellbeingBenefit", e.target.value)}
              className={`input w-full ${errorOf("wellbeingBenefit") ? "input-error" : ""}`}
            />
            <datalist id={suggestionsId}>
              {WELLBEING_BENEFITS.map((id) => (
                <option key={id} value={i18n._(BENEFIT_SUGGESTIONS[id])} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        name="maxParticipants"
        label={t`Max participants`}
        hint={t`1 to 500`}
        error={errorOf("maxParticipants")}
      >
        {(p) => (
          <input
            {...p}
            type="number"
            inputMode="numeric"
            min={LIMITS.participantsMin}
            max={LIMITS.participantsMax}
            value={values.maxParticipants ?? ""}
            onChange={(e) => setField("maxParticipants", e.target.value)}
            className={`input w-full ${errorOf("maxParticipants") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field name="difficultyLevel" label={t`Difficulty`} error={errorOf("difficultyLevel")}>
        {(p) => (
          <select
            {...p}
            value={values.difficultyLevel}
            onChange={(e) => setField("difficultyLevel", e.target.value as DifficultyLevel)}
            className="select w-full"
          >
            {levels.map((level) => (
              <option key={level} value={level}>
                {i18n._(DIFFICULTY_LABELS[level])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={featureError ? "features-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t`Accessibility features`}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {ACCESSIBILITY_FEATURES.map((id) => (
            <label key={id} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name="accessibilityFeatures"
                value={id}
                className="checkbox checkbox-primary checkbox-sm"
                checked={values.accessibilityFeatures.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
              />
              <span className="text-sm">{i18n._(FEATURE_LABELS[id])}</span>
            </label>
          ))}
        </div>
        {featureError ? (
          <p id="features-error" className={`mt-1 text-sm font-medium ${ERROR_TEXT_CLASS}`}>
            {featureError}
          </p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}
