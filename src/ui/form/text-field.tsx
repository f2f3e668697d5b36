import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, type FieldFrameProps } from "./field.tsx";

type Native<T> = Omit<T, "id" | "name" | "value" | "onChange" | "children" | "className">;

export interface TextFieldProps
  extends FieldFrameProps,
    Native<InputHTMLAttributes<HTMLInputElement>> {
  value: string | number;
  onValueChange: (value: string) => void;
}

/** A labelled `<input>` (text, email, number, date-time…) with description and error. */
export function TextField({
  name,
  label,
  error,
  description,
  required,
  markRequired,
  className,
  value,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ name, label, error, description, required, markRequired, className }}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={error ? "input input-error w-full" : "input w-full"}
        />
      )}
    </Field>
  );
}

export interface TextAreaFieldProps
  extends FieldFrameProps,
    Native<TextareaHTMLAttributes<HTMLTextAreaElement>> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled `<textarea>` with description and error. */
export function TextAreaField({
  name,
  label,
  error,
  description,
  required,
  markRequired,
  className,
  value,
  onValueChange,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field {...{ name, label, error, description, required, markRequired, className }}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={error ? "textarea textarea-error w-full" : "textarea w-full"}
        />
      )}
    </Field>
  );
}
