import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { ExperienceFormState, ExperienceInput } from "#domain/experience-schemas.ts";
import { SubmitButton } from "#ui/form/index.ts";
import { BasicSection } from "./basic-section.tsx";
import { DetailsSection } from "./details-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { useExperienceForm } from "./use-experience-form.ts";

interface ExperienceFormProps {
  mode: "add" | "edit";
  /** Edit: the listing's current values (euros); add: EXPERIENCE_FORM_DEFAULTS. */
  initial?: ExperienceFormState;
  /** Called with valid input, price already in cents; the screen saves and toasts. */
  onSubmit: (input: ExperienceInput) => unknown;
  /** True while the screen's save runs (the submit button is busy). */
  pending: boolean;
  /** The Cancel / back control beside the submit button. */
  cancel: ReactNode;
}

/**
 * The add/edit experience form in three sections: Basic Information, Location &
 * Timing, Additional Details. Every rule and message is the shared schema's.
 */
export function ExperienceForm({ mode, initial, onSubmit, pending, cancel }: ExperienceFormProps) {
  const { t } = useLingui();
  const form = useExperienceForm(initial, onSubmit);
  const { values, errors, setField, bind } = form;
  const section = { values, errors, setField, bind };
  return (
    <form
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
        <SubmitButton
          pending={pending}
          pendingLabel={mode === "add" ? t`Creating...` : t`Updating...`}
          className="btn btn-primary min-h-12 sm:min-w-48"
        >
          {mode === "add" ? t`Create Experience` : t`Update Experience`}
        </SubmitButton>
      </div>
    </form>
  );
}
