import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlClass, Field, type FieldFrameProps, splitFrameProps } from "./field.tsx";

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
  value,
  onValueChange,
  children,
  ...props
}: SelectFieldProps<T>) {
  const [frame, select] = splitFrameProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <select
          {...select}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value as T)}
          className={controlClass("select", frame.error)}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
