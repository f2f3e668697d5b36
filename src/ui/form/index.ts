/**
 * The form kit: one field frame, its controls, the error and description pieces, the submit
 * button, one validated-form hook and the one function that turns a field error into text.
 */

export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from "./checkbox-group.tsx";
export { Field, type FieldFrameProps, FieldLabel } from "./field.tsx";
export { FieldDescription } from "./field-description.tsx";
export { ERROR_TEXT_CLASS, FieldError } from "./field-error.tsx";
export { errorsByField, focusFirstError } from "./field-errors.ts";
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
export { type ControlProps, describedBy, type FieldWiring, useField } from "./use-field.ts";
export { useValidatedForm, type ValidatedFormOptions } from "./use-validated-form.ts";
