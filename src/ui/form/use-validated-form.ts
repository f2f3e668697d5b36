import { type FormEvent, useRef, useState } from "react";
import type * as v from "valibot";
import { type FieldErrors, validate } from "#domain/validation.ts";
import { errorsByField, focusFirstError } from "./field-errors.ts";
import { useErrorText } from "./use-error-text.ts";

/** `bind(field)`: the props a kit field needs for one field of the form's values. */
export type FieldBinder<V extends object> = <K extends keyof V & string>(
  field: K,
) => { name: K; value: V[K]; onValueChange: (value: V[K]) => void; error: string | undefined };

export interface ValidatedFormOptions<V extends object, S extends v.GenericSchema> {
  /** The shared domain schema the values must pass (the same one repos and the server run). */
  schema: S;
  initial: V | (() => V);
  /** Every field in form order: on submit, focus goes to the first one in error. */
  fields: readonly (keyof V & string)[];
  /**
   * How messages behave after a submit showed them. "revalidate" (default): every change
   * re-checks the values, so a fixed field clears at once and a new mistake shows at once.
   * "clear": editing a field only hides its message; the next submit checks again.
   */
  liveErrors?: "revalidate" | "clear";
}

/**
 * Values and per-field messages of a form checked with a valibot schema. Messages stay in the
 * domain's words in state and go through `useErrorText` when returned, so a language switch
 * re-translates them. Nothing the user typed is ever discarded by a failed check.
 *
 * Submitting: `handleSubmit(onValid)` is the form's `onSubmit`; `onValid` gets the schema's
 * output (run it through `useAsyncAction` for pending state, toasts and the double-submit guard).
 */
export function useValidatedForm<V extends object, S extends v.GenericSchema>({
  schema,
  initial,
  fields,
  liveErrors = "revalidate",
}: ValidatedFormOptions<V, S>) {
  type F = keyof V & string;
  const errorText = useErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  /** The form element; set by the caller's `ref`, or by the first submit. */
  const formRef = useRef<HTMLFormElement>(null);

  const check = (input: V) => {
    const result = validate(schema, input);
    return result.ok ? result : { ...result, errors: errorsByField(result.errors, fields) };
  };

  const setField = <K extends F>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (liveErrors === "clear") {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    } else if (submitted) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  /** Shows messages that came from elsewhere (the server, a repo) beside their fields. */
  const showErrors = (raw: Readonly<Record<string, string | undefined>>) => {
    const next = errorsByField(raw, fields);
    setErrors(next);
    focusFirstError(formRef.current, fields, next);
  };

  /** Back to a fresh form with these values (or these changes): no messages, not submitted. */
  const reset = (next: V | ((current: V) => V)) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  /** The form's `onSubmit`: checks the values, then hands the schema's output to `onValid`. */
  const handleSubmit =
    (onValid: (output: v.InferOutput<S>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current ??= event.currentTarget;
      setSubmitted(true);
      const result = check(values);
      if (!result.ok) {
        showErrors(result.errors);
        return;
      }
      setErrors({});
      void onValid(result.value);
    };

  const shown: FieldErrors<F> = {};
  for (const field of fields) {
    const message = errors[field];
    if (message) shown[field] = errorText(message);
  }
  /** What a kit field needs for `field`: `<TextField label=… {...bind("email")} />`. */
  const bind: FieldBinder<V> = (field) => ({
    name: field,
    value: values[field],
    onValueChange: (value) => setField(field, value),
    error: shown[field],
  });
  return {
    values,
    errors: shown,
    submitted,
    setField,
    bind,
    showErrors,
    reset,
    handleSubmit,
    formRef,
  };
}
