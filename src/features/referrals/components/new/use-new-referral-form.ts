import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import type { ReferralMilestone } from "#domain/referral-loop.ts";
import { referralInputSchema } from "#domain/referral-schemas.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { addSuggestion } from "../../data/pick-experiences.ts";
import { createReferral, type ReferralInput } from "../../data/referrals-repo.ts";

export type ClientKind = "existing" | "new";

const FIELDS = [
  "clientKind",
  "clientName",
  "clientUsername",
  "clientEmail",
  "experienceIds",
  "milestone",
  "notes",
] as const;

/**
 * The new-referral form: the shared `referralInputSchema` checks it here, in the repo and on the
 * server; messages come from reason codes. Saved on this device and queued (`referral.create`),
 * so it works offline; the server issues a new client's invitation code when it arrives.
 */
export function useNewReferralForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: referralInputSchema,
    initial: {
      // Sent with the referral, so the shared schema (here and on the server) can require the
      // username or e-mail of a client who already uses CultureWell.
      clientKind: "new" as ClientKind,
      clientName: "",
      clientUsername: "",
      clientEmail: "",
      experienceIds: [] as string[],
      // A summary comes when the referral ends; this asks for one at a milestone too.
      milestone: null as ReferralMilestone | null,
      notes: "",
    },
    fields: FIELDS,
  });
  const kind = form.values.clientKind;
  // Only the chosen kind's contact field is sent: a username for an existing client, an
  // optional e-mail for a new one. One update for both (and a fresh start for the messages:
  // the next save checks again), so the hidden field never holds a value or an error.
  const setKind = (next: ClientKind) =>
    form.reset((current) =>
      next === "new"
        ? { ...current, clientKind: next, clientUsername: "" }
        : { ...current, clientKind: next, clientEmail: "" },
    );
  // Decision 0014: the server links the referral when the username or e-mail names a client's
  // account and otherwise issues an invitation code, saying neither. The words promise only what
  // holds either way.
  const save = useAsyncAction((input: ReferralInput) => createReferral(input), {
    success: {
      title: t`Referral saved`,
      description:
        kind === "new"
          ? t`It is sent when you are online; the invitation code for your client is issued then.`
          : t`Once it syncs, your client sees it when they sign in with that username or e-mail. If no client account matches, an invitation code for them appears on the referral instead.`,
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
