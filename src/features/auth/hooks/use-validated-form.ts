import { type FormEvent, useState } from "react";
import type * as v from "valibot";
import { type FieldErrors, validate } from "../../../domain/validation.ts";
import { useTranslateValidation } from "../../../i18n/validation-messages.ts";
import { focusField } from "./connection.ts";

/**
 * Field state for a form checked with a shared valibot schema. Messages stay in the domain's
 * English until rendered (so a language switch re-translates them); after a first attempt they
 * follow the input, so a fixed field clears at once. Focus goes to the first invalid field in
 * `fields` order.
 */
export function useValidatedForm<
  F extends string,
  V extends Record<F, unknown>,
  S extends v.GenericSchema,
>(schema: S, initial: V, fields: readonly F[]) {
  const translate = useTranslateValidation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);

  const errorsOf = (input: V): FieldErrors<F> => {
    const result = validate(schema, input);
    return result.ok ? {} : result.errors;
  };

  const setField = <K extends F>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(errorsOf(next));
  };

  /** Errors that arrived from elsewhere (the server), shown beside their fields. */
  const showErrors = (form: HTMLFormElement, next: FieldErrors<F>) => {
    setErrors(next);
    focusField(
      form,
      fields.find((f) => next[f]),
    );
  };

  /** On submit: the schema's output, or null after showing the messages (or while pending). */
  const validateSubmit = (event: FormEvent<HTMLFormElement>): v.InferOutput<S> | null => {
    event.preventDefault();
    if (pending) return null;
    setAttempted(true);
    const result = validate(schema, values);
    if (!result.ok) {
      showErrors(event.currentTarget, result.errors);
      return null;
    }
    setErrors({});
    return result.value;
  };

  const translated: FieldErrors<F> = {};
  for (const field of fields) {
    const message = errors[field];
    if (message) translated[field] = translate(message);
  }
  return { values, errors: translated, pending, setPending, setField, showErrors, validateSubmit };
}
