import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClass, Field, type FieldFrameProps, splitFrameProps } from "./field.tsx";

type Native<T> = Omit<T, "id" | "name" | "value" | "onChange" | "children" | "className">;

export interface TextFieldProps
  extends FieldFrameProps,
    Native<InputHTMLAttributes<HTMLInputElement>> {
  value: string | number;
  onValueChange: (value: string) => void;
}

/** A labelled `<input>` (text, email, number, date-time…) with description and error. */
export function TextField({ value, onValueChange, ...props }: TextFieldProps) {
  const [frame, input] = splitFrameProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass("input", frame.error)}
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
export function TextAreaField({ value, onValueChange, rows = 3, ...props }: TextAreaFieldProps) {
  const [frame, textarea] = splitFrameProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass("textarea", frame.error)}
        />
      )}
    </Field>
  );
}
