import type { ReactNode } from "react";
import { FieldDescription } from "./field-description.tsx";
import { FieldError } from "./field-error.tsx";
import { type ControlProps, useField } from "./use-field.ts";

export interface FieldFrameProps {
  name: string;
  label: ReactNode;
  /** Already translated; shown under the control and tied to it. */
  error?: string | undefined;
  /** A hint under the control, tied to it. */
  description?: ReactNode;
  /** Sets `required` on the control (assistive technology announces it). */
  required?: boolean | undefined;
  /**
   * Also shows a visible asterisk after the label (hidden from assistive technology, which
   * already hears "required"). Off by default: none of today's forms show one.
   */
  markRequired?: boolean;
  /** Classes for the field's outer box (e.g. a grid span). */
  className?: string | undefined;
}

/** The label text, with the optional required marker. */
export function FieldLabel({
  htmlFor,
  children,
  markRequired,
}: {
  htmlFor: string;
  children: ReactNode;
  markRequired?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {children}
      {markRequired ? (
        <span aria-hidden="true" className="ms-0.5 text-error">
          *
        </span>
      ) : null}
    </label>
  );
}

/**
 * A labelled control with its description and error. `children` renders the control from the
 * ids and ARIA attributes it must carry; `TextField`, `SelectField` and the others are this
 * with the control filled in.
 */
export function Field({
  name,
  label,
  error,
  description,
  required,
  markRequired,
  className,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const { control, descriptionId, errorId } = useField({
    name,
    error,
    hasDescription: Boolean(description),
    required,
  });
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <FieldLabel htmlFor={control.id} markRequired={markRequired}>
        {label}
      </FieldLabel>
      {children(control)}
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
