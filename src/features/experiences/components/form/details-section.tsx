import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  ACCESSIBILITY_FEATURES,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  LIMITS,
  WELLBEING_BENEFITS,
} from "#domain/constants.ts";
import { CheckboxGroup, SelectField, TextField } from "#ui/form/index.ts";
import { BENEFIT_SUGGESTIONS, DIFFICULTY_LABELS, FEATURE_LABELS } from "../option-labels.ts";
import { FormSection, type SectionProps } from "./section.tsx";

/** Additional Details: image, wellbeing benefit, participants, difficulty, accessibility. */
export function DetailsSection({
  values,
  errors,
  setField,
  bind,
  mode,
}: SectionProps & { mode: "add" | "edit" }) {
  const { t, i18n } = useLingui();
  const suggestionsId = useId();
  // 'all-levels' is an edit-form option only; an existing value stays selectable.
  const levels = DIFFICULTY_LEVELS.filter(
    (l) => l !== "all-levels" || mode === "edit" || values.difficultyLevel === l,
  );
  const features = ACCESSIBILITY_FEATURES.map((id) => ({ id, label: i18n._(FEATURE_LABELS[id]) }));
  return (
    <FormSection id="additional-details" title={t`Additional Details`}>
      <TextField
        label={t`Image URL`}
        description={t`A link to a picture (https://…) or a path on this site, e.g. /images/experiences/music-choir.svg`}
        inputMode="url"
        {...bind("imageUrl")}
        className="sm:col-span-2"
      />
      <TextField
        label={t`Wellbeing benefit`}
        description={t`In a sentence, or pick a suggestion.`}
        list={suggestionsId}
        {...bind("wellbeingBenefit")}
        className="sm:col-span-2"
      />
      {/* Not rendered as a box, so it takes no cell of the section's grid. */}
      <datalist id={suggestionsId}>
        {WELLBEING_BENEFITS.map((id) => (
          <option key={id} value={i18n._(BENEFIT_SUGGESTIONS[id])} />
        ))}
      </datalist>
      <TextField
        name="maxParticipants"
        label={t`Max participants`}
        description={t`1 to 500`}
        type="number"
        inputMode="numeric"
        min={LIMITS.participantsMin}
        max={LIMITS.participantsMax}
        value={values.maxParticipants ?? ""}
        onValueChange={(value) => setField("maxParticipants", value)}
        error={errors.maxParticipants}
      />
      <SelectField<DifficultyLevel> label={t`Difficulty`} {...bind("difficultyLevel")}>
        {levels.map((level) => (
          <option key={level} value={level}>
            {i18n._(DIFFICULTY_LABELS[level])}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        legend={t`Accessibility features`}
        options={features}
        {...bind("accessibilityFeatures")}
        look="list"
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
