import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { referralCloseEntries } from "#domain/referral-schemas.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { SubmitButton, TextAreaField, useValidatedForm } from "#ui/form/index.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { closeReferral } from "../../data/referrals-repo.ts";

const closeSchema = v.object(referralCloseEntries);

/** Closing an open referral needs a reason (kept in its timeline); queued, offline too. */
export function CloseReferralDialog({
  referralId,
  clientName,
  open,
  onClose,
}: {
  referralId: string;
  clientName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onClose={onClose} title={t`Close the referral for ${clientName}`}>
      <CloseForm referralId={referralId} onDone={onClose} />
    </ModalDialog>
  );
}

function CloseForm({ referralId, onDone }: { referralId: string; onDone: () => void }) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema: closeSchema,
    initial: { reason: "" },
    fields: ["reason"],
  });
  const close = useAsyncAction((reason: string) => closeReferral(referralId, reason), {
    success: { title: t`Referral closed`, description: t`It syncs when you are online.` },
    failure: { title: t`Error`, description: t`Failed to close the referral. Please try again.` },
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof LocalValidationError) form.showErrors(error.errors);
    },
    expected: (error) => error instanceof LocalValidationError,
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit((output) => close.run(output.reason))}
      className="mt-4 flex flex-col gap-4"
    >
      <TextAreaField
        label={t`Reason`}
        description={t`For example: the client moved away, or chose other support.`}
        required
        markRequired
        rows={3}
        maxLength={500}
        {...form.bind("reason")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
          {t`Cancel`}
        </button>
        <SubmitButton pending={close.pending} pendingLabel={t`Closing...`}>
          {t`Close referral`}
        </SubmitButton>
      </div>
    </form>
  );
}
