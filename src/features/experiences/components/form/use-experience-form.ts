import {
  EXPERIENCE_FORM_DEFAULTS,
  type ExperienceFormState,
  type ExperienceInput,
  experienceFormSchema,
  formToExperienceInput,
} from "#domain/experience-schemas.ts";
import { useValidatedForm } from "#ui/form/index.ts";

export type ExperienceField = keyof ExperienceFormState;

/** Form order: the first field with an error gets focus on submit. */
export const EXPERIENCE_FIELDS: readonly ExperienceField[] = [
  "title",
  "description",
  "category",
  "price",
  "location",
  "venue",
  "date",
  "duration",
  "imageUrl",
  "wellbeingBenefit",
  "maxParticipants",
  "difficultyLevel",
  "accessibilityFeatures",
];

/**
 * State and submit of the add/edit form. Validation is the shared domain schema (the
 * same one the repo and the server run), through the form kit. The euro price becomes cents
 * (×100) only here, on the way out.
 */
export function useExperienceForm(
  initial: ExperienceFormState | undefined,
  onValid: (input: ExperienceInput) => unknown,
) {
  const form = useValidatedForm({
    schema: experienceFormSchema,
    initial: () => initial ?? { ...EXPERIENCE_FORM_DEFAULTS, accessibilityFeatures: [] },
    fields: EXPERIENCE_FIELDS,
  });
  const submit = form.handleSubmit((state) => onValid(formToExperienceInput(state)));
  const { values, errors, setField, bind } = form;
  return { values, errors, setField, bind, submit };
}
