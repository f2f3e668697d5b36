import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useSignOutConfirmStore } from "../sign-out-confirm.ts";

/** The sign-out warning (a real modal, not window.confirm). Escape or Cancel keeps the session. */
export function SignOutConfirmDialog() {
  const { t } = useLingui();
  const pending = useSignOutConfirmStore((s) => s.pending);
  const answer = useSignOutConfirmStore((s) => s.answer);
  const open = pending !== null;

  return (
    <ModalDialog open={open} onClose={() => open && answer(false)} title={t`Unsaved changes`}>
      <p className="mt-4">
        {plural(pending ?? 0, {
          one: "# change not yet saved. Sign out anyway?",
          other: "# changes not yet saved. Sign out anyway?",
        })}
      </p>
      <p className="mt-2 text-sm text-base-content/80">
        {t`Signing out deletes them from this device. Stay signed in and go online to save them first.`}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => answer(false)}>
          {t`Stay signed in`}
        </button>
        <button type="button" className="btn btn-error min-h-11" onClick={() => answer(true)}>
          {t`Sign out anyway`}
        </button>
      </div>
    </ModalDialog>
  );
}
