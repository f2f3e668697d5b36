import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { describedBy, FieldError } from "./field-error.tsx";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "onChange" | "children"
>;

export interface TextFieldProps extends NativeInputProps {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Already translated. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        className={`input w-full ${error ? "input-error" : ""} ${className ?? ""}`}
      />
      {hint !== undefined ? (
        <p id={hintId} className="text-xs text-base-content/75">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
