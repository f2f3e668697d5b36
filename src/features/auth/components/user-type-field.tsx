import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { USER_TYPES, type UserType } from "../../../domain/constants.ts";
import { describedBy, FieldError } from "./field-error.tsx";

const USER_TYPE_LABELS: Record<UserType, MessageDescriptor> = {
  individual: msg`Individual participant`,
  professional: msg`Health or social-prescribing professional`,
  cultural_partner: msg`Cultural partner`,
};

interface UserTypeFieldProps {
  value: UserType;
  onValueChange: (value: UserType) => void;
  error?: string | undefined;
}

/** The account type select (spec §5: individual by default). */
export function UserTypeField({ value, onValueChange, error }: UserTypeFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>I am joining as</Trans>
      </label>
      <select
        id={id}
        name="userType"
        value={value}
        onChange={(event) => onValueChange(event.target.value as UserType)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        className={`select w-full ${error ? "select-error" : ""}`}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(USER_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
