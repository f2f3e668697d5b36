import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { referralInputSchema } from "#domain/referral-schemas.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { addSuggestion } from "../../data/pick-experiences.ts";
import { createReferral, type ReferralInput } from "../../data/referrals-repo.ts";

export type ClientKind = "existing" | "new";

const FIELDS = ["clientName", "clientUsername", "clientEmail", "experienceIds", "notes"] as const;

/**
 * The new-referral form: the shared `referralInputSchema` checks it here, in the repo and on the
 * server; messages come from reason codes. Saved on this device and queued (`referral.create`),
 * so it works offline; the server issues a new client's invitation code when it arrives.
 */
export function useNewReferralForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [kind, setKindState] = useState<ClientKind>("new");
  const form = useValidatedForm({
    schema: referralInputSchema,
    initial: {
      clientName: "",
      clientUsername: "",
      clientEmail: "",
      experienceIds: [] as string[],
      notes: "",
    },
    fields: FIELDS,
  });
  // Only the chosen kind's contact field is sent: a username for an existing client, an
  // optional e-mail for a new one.
  const setKind = (next: ClientKind) => {
    setKindState(next);
    form.setField(next === "new" ? "clientUsername" : "clientEmail", "");
  };
  const save = useAsyncAction((input: ReferralInput) => createReferral(input), {
    success: {
      title: t`Referral saved`,
      description:
        kind === "new"
          ? t`It is sent when you are online; the invitation code for your client is issued then.`
          : t`It is sent to your client when you are online.`,
    },
    failure: { title: t`Error`, description: t`Failed to save the referral. Please try again.` },
    onSuccess: () => navigate({ to: "/professional/referrals" }),
    onError: (error) => {
      if (error instanceof LocalValidationError) form.showErrors(error.errors);
    },
    expected: (error) => error instanceof LocalValidationError,
  });
  const ids = form.values.experienceIds;
  return {
    kind,
    setKind,
    bind: form.bind,
    errors: form.errors,
    formRef: form.formRef,
    submit: form.handleSubmit((output) => save.run(output)),
    pending: save.pending,
    experienceIds: ids,
    addExperience: (id: string) => form.setField("experienceIds", addSuggestion(ids, id)),
    removeExperience: (id: string) =>
      form.setField(
        "experienceIds",
        ids.filter((x) => x !== id),
      ),
  };
}
