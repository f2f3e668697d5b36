import type { ReactNode } from "react";
import type { ExperienceFormState } from "#domain/experience-schemas.ts";
import type { FieldBinder } from "#ui/form/index.ts";
import type { ExperienceField } from "./use-experience-form.ts";

export interface SectionProps {
  values: ExperienceFormState;
  /** Per field, its message already in the reader's language. */
  errors: Partial<Record<ExperienceField, string>>;
  setField: <K extends ExperienceField>(field: K, value: ExperienceFormState[K]) => void;
  bind: FieldBinder<ExperienceFormState>;
}

/** One of the form's three sections: a fieldset with a visible heading. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
