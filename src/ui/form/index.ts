/**
 * The form kit: one field frame (`Field`, or `useField` for a layout of its own) and the
 * controls built on it, the error and description pieces, the submit button, one validated-form
 * hook, and `useErrorText`, the one place a field error becomes words. Async submits run
 * through `../use-async-action.ts`.
 */

export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from "./checkbox-group.tsx";
export { Field, type FieldFrameProps, FieldLabel } from "./field.tsx";
export { FieldDescription } from "./field-description.tsx";
export { ERROR_TEXT_CLASS, FieldError } from "./field-error.tsx";
export { errorsByField } from "./field-errors.ts";
export { PasswordField, type PasswordFieldProps } from "./password-field.tsx";
export { SelectField, type SelectFieldProps } from "./select-field.tsx";
export { SubmitButton } from "./submit-button.tsx";
export {
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from "./text-field.tsx";
export { useErrorText } from "./use-error-text.ts";
export { type ControlProps, type FieldWiring, useField } from "./use-field.ts";
export { useValidatedForm, type ValidatedFormOptions } from "./use-validated-form.ts";
