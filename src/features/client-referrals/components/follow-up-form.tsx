import { useLingui } from "@lingui/react/macro";
import { ONS4_ITEMS } from "#domain/ons4.ts";
import { SubmitButton, useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { recordReferralFollowUp } from "../data/client-referrals-repo.ts";
import { EMPTY_ONS4, Ons4Fields, ons4FormSchema } from "./ons4-fields.tsx";

/**
 * After attending: the same four questions again (`referral.followUp`), which completes the
 * referral. Only offered while the referral is `attended` (the page decides).
 */
export function FollowUpForm({ id }: { id: string }) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema: ons4FormSchema,
    initial: EMPTY_ONS4,
    fields: ONS4_ITEMS,
  });
  const save = useAsyncAction(recordReferralFollowUp, {
    success: { title: t`Thank you`, description: t`Your answers are saved.` },
    failure: {
      title: t`Error`,
      description: t`Your answers could not be saved. Please try again.`,
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((followUp) => save.run({ id, followUp }))}
    >
      <Ons4Fields bind={form.bind} disabled={save.pending} />
      <SubmitButton pending={save.pending} pendingLabel={t`Saving...`}>
        {t`Send my answers`}
      </SubmitButton>
    </form>
  );
}
