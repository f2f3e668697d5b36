import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, type FieldFrameProps } from "./field.tsx";

export interface SelectFieldProps<T extends string>
  extends FieldFrameProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      "id" | "name" | "value" | "onChange" | "className"
    > {
  value: T;
  /** The chosen option's value; `T` is the caller's promise that every option is a `T`. */
  onValueChange: (value: T) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled `<select>` with description and error. */
export function SelectField<T extends string>({
  name,
  label,
  error,
  description,
  required,
  markRequired,
  className,
  value,
  onValueChange,
  children,
  ...select
}: SelectFieldProps<T>) {
  return (
    <Field {...{ name, label, error, description, required, markRequired, className }}>
      {(control) => (
        <select
          {...select}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value as T)}
          className={error ? "select select-error w-full" : "select w-full"}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
