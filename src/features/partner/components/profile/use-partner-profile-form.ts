import { useLingui } from "@lingui/react/macro";
import type { PartnerRow } from "#db/types.ts";
import { type PartnerProfileInput, partnerProfileSchema } from "#domain/partner-schemas.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { savePartnerProfile } from "../../data/partner-profile-repo.ts";
import { PARTNER_PROFILE_FIELDS, partnerProfileValues } from "./profile-form-values.ts";

/**
 * The organisation profile form: the shared `partnerProfileSchema` checks it here, in the repo
 * and on the server; messages come from reason codes. Saved on this device and queued
 * (`partnerProfile.update`), so it works offline.
 */
export function usePartnerProfileForm(profile: PartnerRow | null) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema: partnerProfileSchema,
    initial: () => partnerProfileValues(profile),
    fields: PARTNER_PROFILE_FIELDS,
  });
  const save = useAsyncAction((input: PartnerProfileInput) => savePartnerProfile(input), {
    success: {
      title: t`Profile saved`,
      description: t`Your organisation profile is saved on this device and syncs when you are online.`,
    },
    failure: {
      title: t`Update Failed`,
      description: t`Failed to save your organisation profile. Please try again.`,
    },
    onError: (error) => {
      if (error instanceof LocalValidationError) form.showErrors(error.errors);
    },
    expected: (error) => error instanceof LocalValidationError,
  });
  const submit = form.handleSubmit((output) => save.run(output));
  return { bind: form.bind, submit, formRef: form.formRef, pending: save.pending };
}
