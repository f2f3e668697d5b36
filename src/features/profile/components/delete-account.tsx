import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "#session/use-session.ts";
import { CardSection } from "#ui/card-section.tsx";
import { PasswordField, SubmitButton, TextField } from "#ui/form/index.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useDeleteAccountForm } from "../hooks/use-delete-account-form.ts";
import { useOnline } from "../hooks/use-online.ts";
import { OfflineNote } from "./offline-note.tsx";

/** 'Delete my account': a card with the button, and the confirmation dialog. */
export function DeleteAccount() {
  const { t } = useLingui();
  const username = useSession().user?.username ?? "";
  const [open, setOpen] = useState(false);
  return (
    <CardSection
      id="settings-delete"
      level={3}
      tone="danger"
      title={t`Delete my account`}
      description={t`Removes your account and everything in it: profile, moods, registrations, feedback, favorites and calendar. This cannot be undone.`}
    >
      <button
        type="button"
        className="btn btn-error btn-outline min-h-11 self-start"
        onClick={() => setOpen(true)}
      >
        {t`Delete my account`}
      </button>
      <ModalDialog open={open} title={t`Delete your account?`} onClose={() => setOpen(false)}>
        <DeleteAccountForm username={username} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </CardSection>
  );
}

function DeleteAccountForm({ username, onCancel }: { username: string; onCancel: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const { bind, submit, pending } = useDeleteAccountForm(username);
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
      <p>
        {t`Your places at upcoming experiences go to the next person waiting. Ratings you gave stay in the averages without your name. Changes not yet saved on the server are lost.`}
      </p>
      <TextField
        label={t`Type your username, ${username}, to confirm`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...bind("confirmUsername")}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        required
        {...bind("password")}
      />
      <OfflineNote online={online}>
        {t`You're offline. Deleting your account needs an internet connection.`}
      </OfflineNote>
      <div className="modal-action mt-0 flex-wrap">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <SubmitButton
          pending={pending}
          pendingLabel={t`Deleting...`}
          className="btn btn-error min-h-11"
        >
          {t`Delete my account permanently`}
        </SubmitButton>
      </div>
    </form>
  );
}
