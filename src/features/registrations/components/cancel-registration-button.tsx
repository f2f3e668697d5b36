import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { cancelRegistration } from "../data/registrations-repo.ts";

interface CancelRegistrationButtonProps {
  experienceId: string;
  experienceTitle: string;
  /** Leaving the waiting list rather than giving up a place: other words, same change. */
  waitlisted: boolean;
  className?: string;
}

/**
 * "Cancel registration" / "Leave the waiting list", asked once more in a dialog. The change is
 * queued on this device (`registration.cancel`), so it works offline; the server frees the place
 * for the first person waiting when it arrives.
 */
export function CancelRegistrationButton({
  experienceId,
  experienceTitle,
  waitlisted,
  className,
}: CancelRegistrationButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const cancel = useAsyncAction(() => cancelRegistration(experienceId), {
    success: waitlisted
      ? { title: t`You left the waiting list`, description: experienceTitle }
      : {
          title: t`Registration cancelled`,
          description: t`Your place is freed for someone else.`,
        },
    failure: {
      title: t`Could not cancel`,
      description: t`Registrations can be cancelled until the experience starts. Please try again.`,
    },
    onSuccess: () => setOpen(false),
  });

  const label = waitlisted ? t`Leave the waiting list` : t`Cancel registration`;
  return (
    <>
      <button
        type="button"
        className={className ?? "btn btn-outline btn-error btn-block min-h-12"}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={waitlisted ? t`Leave the waiting list?` : t`Cancel your registration?`}
        keepLabel={waitlisted ? t`Stay on the list` : t`Keep my place`}
        confirmLabel={label}
        busy={cancel.pending}
        onConfirm={() => void cancel.run()}
        onClose={() => setOpen(false)}
      >
        <p className="font-medium">{experienceTitle}</p>
        <p className="text-sm text-base-content/80">
          {waitlisted
            ? t`You will lose your place in the queue. You can join again later if places are still taken.`
            : t`Your ticket stops working and your place goes to the first person on the waiting list. You can register again while places are left.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
