import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./eye-icons.tsx";
import { describedBy, FieldError } from "./field-error.tsx";

interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: "current-password" | "new-password";
  disabled?: boolean;
  required?: boolean;
}

/** A password input with a show/hide toggle (spec §2 Login, Sign-up). */
export function PasswordField({
  name,
  label,
  value,
  onValueChange,
  error,
  autoComplete,
  disabled,
  required,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* A div, not daisyUI's usual <label class="input">: a wrapping label would fold the
          toggle's name into the input's accessible name. */}
      <div className={`input w-full pe-1 ${error ? "input-error" : ""}`}>
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="grow"
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
