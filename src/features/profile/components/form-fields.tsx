import { type ReactNode, useId } from "react";

/**
 * Labelled inputs of the profile form. Hint and error are tied to the control with
 * `aria-describedby`; `data-field` lets the form focus the first field in error.
 */

const ERROR_TEXT =
  "text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]";

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

interface FieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
}

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  autoComplete,
  multiline,
  maxLength,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    "data-field": name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hintId, errorId),
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
          className={`textarea w-full ${error ? "textarea-error" : ""}`}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          className={`input w-full ${error ? "input-error" : ""}`}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-base-content/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ERROR_TEXT}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A fieldset of checkboxes: the legend names the group, each option its own label. */
export function CheckboxList({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { id: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-base-300 bg-base-100 px-3 py-2 has-checked:border-primary has-checked:bg-primary/8"
          >
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={value.includes(option.id)}
              onChange={(e) => toggle(option.id, e.target.checked)}
              data-field={index === 0 ? name : undefined}
              className="checkbox checkbox-primary checkbox-sm rounded-[0.3rem]"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={`mt-2 ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
