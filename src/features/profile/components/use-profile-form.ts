import { useLingui } from "@lingui/react/macro";
import type { ProfileRow } from "#db/types.ts";
import { type ProfilePatch, profilePatchSchema } from "#domain/profile-schemas.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { updateProfile } from "../data/profile-repo.ts";
import { changedOnly, formValuesFrom, PROFILE_FIELDS } from "./profile-form-values.ts";

/**
 * The profile edit form: filled from the profile when edit mode
 * opens; validated with the shared `profilePatchSchema`; saved on this device and queued
 * (`profile.update`), so it works offline. `onDone` leaves edit mode after a save. Editing a
 * field hides its message until the next submit.
 */
export function useProfileForm(profile: ProfileRow, onDone: () => void) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema: profilePatchSchema,
    initial: () => formValuesFrom(profile),
    fields: PROFILE_FIELDS,
    liveErrors: "clear",
  });

  const save = useAsyncAction(
    async (patch: ProfilePatch) => {
      const changed = changedOnly(patch, profile);
      if (Object.keys(changed).length > 0) await updateProfile(changed);
    },
    {
      success: {
        title: t`Profile Updated`,
        description: t`Your profile has been successfully updated.`,
      },
      onSuccess: onDone,
      failure: {
        title: t`Update Failed`,
        description: t`Failed to update your profile. Please try again.`,
      },
      // The repo ran the same schema and refused: show its messages beside the fields.
      onError: (error) => {
        if (error instanceof LocalValidationError) form.showErrors(error.errors);
      },
      expected: (error) => error instanceof LocalValidationError,
    },
  );

  const submit = form.handleSubmit((patch) => save.run(patch));
  const { values, errors, setField, bind, formRef } = form;
  return { values, errors, pending: save.pending, setField, bind, submit, formRef };
}
