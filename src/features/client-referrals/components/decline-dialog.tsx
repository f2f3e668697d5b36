import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { R } from "#domain/reasons.ts";
import { requiredText } from "#domain/schema-parts.ts";
import { SubmitButton, TextAreaField, useValidatedForm } from "#ui/form/index.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { declineReferral } from "../data/client-referrals-repo.ts";

const REASON_MAX = 500;
/** A decline needs a reason: the server refuses one without (`referral_reason_required`). */
const schema = v.object({
  reason: requiredText(R.referral_reason_required, REASON_MAX, R.referral_reason_too_long),
});
const FIELDS = ["reason"] as const;

function DeclineForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const form = useValidatedForm({ schema, initial: { reason: "" }, fields: FIELDS });
  const decline = useAsyncAction(declineReferral, {
    success: { title: t`Referral declined`, description: t`Your reason was kept with it.` },
    failure: { title: t`Error`, description: t`Your answer could not be saved. Please try again.` },
    onSuccess: onClose,
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ reason }) => decline.run({ id, reason }))}
    >
      <TextAreaField
        label={t`Why are you declining?`}
        description={t`Your professional reads this. Up to ${REASON_MAX} characters.`}
        maxLength={REASON_MAX}
        rows={3}
        required
        {...form.bind("reason")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
          {t`Cancel`}
        </button>
        <SubmitButton
          pending={decline.pending}
          pendingLabel={t`Saving...`}
          className="btn btn-error min-h-11"
        >
          {t`Decline referral`}
        </SubmitButton>
      </div>
    </form>
  );
}

/** "Decline…": asks for the reason in THE modal, then queues `referral.respond` decline. */
export function DeclineDialog({ id }: { id: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline min-h-11" onClick={() => setOpen(true)}>
        {t`Decline…`}
      </button>
      <ModalDialog open={open} title={t`Decline this referral`} onClose={() => setOpen(false)}>
        <DeclineForm id={id} onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
