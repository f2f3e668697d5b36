import { type ReactNode, useId } from "react";

/**
 * Error text that keeps AA contrast in both themes: the theme's error hue mixed toward the body
 * text colour (the same recipe as the sign-in forms).
 */
export const ERROR_TEXT_CLASS =
  "text-[color-mix(in_oklab,var(--color-error,oklch(58%_0.2_27))_55%,var(--color-base-content))]";

export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  /** Already translated; shown beside the field and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with the ids and ARIA wiring it must carry. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and its error message. */
export function Field({ name, label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-base-content/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`text-sm font-medium ${ERROR_TEXT_CLASS}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError(
  form: HTMLFormElement | null,
  fields: readonly string[],
  errors: Record<string, unknown>,
) {
  const first = fields.find((f) => errors[f]);
  if (!first || !form) return;
  const el = form.querySelector<HTMLElement>(`[name="${first}"]`);
  el?.focus();
}
