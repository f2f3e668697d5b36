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

const FRAME_KEYS = [
  "name",
  "label",
  "error",
  "description",
  "required",
  "markRequired",
  "className",
] as const satisfies readonly (keyof FieldFrameProps)[];

/** Splits a control's props into the frame's (label, error, …) and the native control's. */
export function splitFrameProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const frame: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of FRAME_KEYS) {
    frame[key] = props[key];
    delete rest[key];
  }
  return [frame as unknown as FieldFrameProps, rest as Omit<P, keyof FieldFrameProps>];
}

/** daisyUI's control class, in its error look when the field has an error. */
export function controlClass(base: "input" | "select" | "textarea", error: string | undefined) {
  return error ? `${base} ${base}-error w-full` : `${base} w-full`;
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
