import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { USER_TYPES, type UserType } from "#domain/constants.ts";
import { SelectField } from "#ui/form/index.ts";

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

/** The account type select: individual by default. */
export function UserTypeField({ value, onValueChange, error }: UserTypeFieldProps) {
  const { i18n } = useLingui();
  return (
    <SelectField
      name="userType"
      label={<Trans>I am joining as</Trans>}
      value={value}
      onValueChange={onValueChange}
      error={error}
    >
      {USER_TYPES.map((type) => (
        <option key={type} value={type}>
          {i18n._(USER_TYPE_LABELS[type])}
        </option>
      ))}
    </SelectField>
  );
}
