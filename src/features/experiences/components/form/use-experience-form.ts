import { type FormEvent, useRef, useState } from "react";
import {
  EXPERIENCE_FORM_DEFAULTS,
  type ExperienceFormState,
  type ExperienceInput,
  experienceFormSchema,
  formToExperienceInput,
} from "../../../../domain/experience-schemas.ts";
import { type FieldErrors, validate } from "../../../../domain/validation.ts";
import { focusFirstError } from "./field.tsx";

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

/** valibot paths like "accessibilityFeatures.2" → the field they belong to. */
function byField(errors: FieldErrors): FieldErrors<ExperienceField> {
  const out: FieldErrors<ExperienceField> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split(".")[0] as ExperienceField;
    out[field] ??= message;
  }
  return out;
}

export function experienceFormErrors(state: ExperienceFormState): FieldErrors<ExperienceField> {
  const result = validate(experienceFormSchema, state);
  return result.ok ? {} : byField(result.errors);
}

/**
 * State and submit of the add/edit form (spec §5). Validation is the shared domain schema (the
 * same one the repo and the server run); messages stay English in state and are translated when
 * shown. After a first submit, messages follow the input so a fixed field clears at once. The
 * euro price becomes cents (×100) only here, on the way out.
 */
export function useExperienceForm(
  initial: ExperienceFormState | undefined,
  onValid: (input: ExperienceInput) => Promise<void>,
) {
  const [values, setValues] = useState<ExperienceFormState>(
    initial ?? { ...EXPERIENCE_FORM_DEFAULTS, accessibilityFeatures: [] },
  );
  const [errors, setErrors] = useState<FieldErrors<ExperienceField>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = <K extends ExperienceField>(field: K, value: ExperienceFormState[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(experienceFormErrors(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const result = validate(experienceFormSchema, values);
    if (!result.ok) {
      const fieldErrors = byField(result.errors);
      setErrors(fieldErrors);
      focusFirstError(formRef.current, EXPERIENCE_FIELDS, fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onValid(formToExperienceInput(result.value));
    } finally {
      setPending(false);
    }
  };

  return { values, errors, pending, setField, submit, formRef };
}
