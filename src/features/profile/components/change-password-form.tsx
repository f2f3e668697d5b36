import { useLingui } from "@lingui/react/macro";
import { CardSection } from "#ui/card-section.tsx";
import { PasswordField, SubmitButton } from "#ui/form/index.ts";
import { useChangePasswordForm } from "../hooks/use-change-password-form.ts";
import { useOnline } from "../hooks/use-online.ts";
import { OfflineNote } from "./offline-note.tsx";

/** Change password: the current password, the new one twice. Online only. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const online = useOnline();
  const { bind, submit, pending } = useChangePasswordForm();
  return (
    <CardSection
      id="settings-password"
      level={3}
      title={t`Change password`}
      description={t`Your other devices will be signed out; this one stays signed in.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...bind("currentPassword")}
        />
        <PasswordField
          label={t`New password`}
          description={t`At least 6 characters.`}
          autoComplete="new-password"
          required
          {...bind("newPassword")}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          {...bind("confirmPassword")}
        />
        <OfflineNote online={online}>
          {t`You're offline. Changing your password needs an internet connection: it cannot be saved for later.`}
        </OfflineNote>
        <SubmitButton
          pending={pending}
          pendingLabel={t`Changing password...`}
          className="btn btn-primary min-h-11 self-start"
        >
          {t`Change password`}
        </SubmitButton>
      </form>
    </CardSection>
  );
}
