import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type {
  ExperienceFormState,
  ExperienceInput,
} from "../../../../domain/experience-schemas.ts";
import { useTranslateValidation } from "../../../../i18n/validation-messages.ts";
import { BasicSection } from "./basic-section.tsx";
import { DetailsSection } from "./details-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { type ExperienceField, useExperienceForm } from "./use-experience-form.ts";

interface ExperienceFormProps {
  mode: "add" | "edit";
  /** Edit: the listing's current values (euros); add: the spec's defaults. */
  initial?: ExperienceFormState;
  /** Called with valid input, price already in cents. Handles its own toasts. */
  onSubmit: (input: ExperienceInput) => Promise<void>;
  /** The Cancel / back control beside the submit button. */
  cancel: ReactNode;
}

/**
 * The add/edit experience form in three sections (spec §2): Basic Information, Location &
 * Timing, Additional Details. Every rule and message is the shared schema's (spec §5).
 */
export function ExperienceForm({ mode, initial, onSubmit, cancel }: ExperienceFormProps) {
  const { t } = useLingui();
  const translate = useTranslateValidation();
  const form = useExperienceForm(initial, onSubmit);
  const errorOf = (field: ExperienceField) => {
    const message = form.errors[field];
    return message ? translate(message) : undefined;
  };
  const section = { values: form.values, errorOf, setField: form.setField };
  const pendingLabel = mode === "add" ? t`Creating...` : t`Updating...`;
  const submitLabel = mode === "add" ? t`Create Experience` : t`Update Experience`;
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      className="flex flex-col gap-6"
      data-testid="experience-form"
    >
      <BasicSection {...section} />
      <LocationSection {...section} />
      <DetailsSection {...section} mode={mode} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <button
          type="submit"
          className="btn btn-primary min-h-12 sm:min-w-48"
          disabled={form.pending}
        >
          {form.pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
