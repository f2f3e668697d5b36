/**
 * The form kit: one field frame (`Field`, or `useField` for a layout of its own) and the
 * controls built on it, the error and description pieces, the submit button, one validated-form
 * hook, and `useErrorText`, the one place a field error becomes words. Async submits run
 * through `../use-async-action.ts`.
 */

export { CheckboxGroup } from "./checkbox-group.tsx";
export { FieldError } from "./field-error.tsx";

export { PasswordField } from "./password-field.tsx";
export { SelectField } from "./select-field.tsx";
export { SubmitButton } from "./submit-button.tsx";
export {
  TextAreaField,
  TextField,
} from "./text-field.tsx";
export { useField } from "./use-field.ts";
export { type FieldBinder, useValidatedForm } from "./use-validated-form.ts";
