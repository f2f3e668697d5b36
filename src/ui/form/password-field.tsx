import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "./eye-icons.tsx";
import { Field, type FieldFrameProps } from "./field.tsx";

export interface PasswordFieldProps extends FieldFrameProps {
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  disabled?: boolean;
}

/** A password input with a show/hide toggle (login, sign-up). */
export function PasswordField({
  value,
  onValueChange,
  autoComplete,
  disabled,
  ...field
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        // A div, not daisyUI's usual <label class="input">: a wrapping label would fold the
        // toggle's name into the input's accessible name.
        <div className={field.error ? "input input-error w-full pe-1" : "input w-full pe-1"}>
          <input
            {...control}
            type={visible ? "text" : "password"}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            disabled={disabled}
            className="grow"
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-pressed={visible}
            aria-controls={control.id}
            aria-label={visible ? t`Hide password` : t`Show password`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}
