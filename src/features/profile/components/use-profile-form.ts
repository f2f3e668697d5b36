import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ProfileRow } from "../../../db/types.ts";
import { profilePatchSchema } from "../../../domain/profile-schemas.ts";
import { validate } from "../../../domain/validation.ts";
import { LocalValidationError } from "../../../sync/queue.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { updateProfile } from "../data/profile-repo.ts";
import {
  CATEGORY_OPTIONS,
  changedOnly,
  formValuesFrom,
  GOAL_OPTIONS,
  inOptionOrder,
  type ProfileField,
  type ProfileFormValues,
} from "./profile-form-values.ts";
import { translateProfileMessage } from "./profile-messages.ts";

/**
 * The profile edit form (spec §2 Profile, §5, §8): filled from the profile when edit mode
 * opens; validated with the shared `profilePatchSchema`; saved on this device and queued
 * (`profile.update`), so it works offline. `onDone` leaves edit mode after a save.
 */
export function useProfileForm(profile: ProfileRow, onDone: () => void) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [pending, setPending] = useState(false);

  const set = <K extends ProfileField>(key: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const showErrors = (fieldErrors: Record<string, string | undefined>) => {
    const translated: Partial<Record<ProfileField, string>> = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      const key = path.split(".")[0] as ProfileField;
      if (message && !translated[key]) translated[key] = translateProfileMessage(i18n, message);
    }
    setErrors(translated);
    // Focus the first field in error so keyboard and screen-reader users hear the message.
    const first = Object.keys(translated)[0];
    if (first) document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validate(profilePatchSchema, {
      ...values,
      wellbeingGoals: inOptionOrder(GOAL_OPTIONS, values.wellbeingGoals),
      preferredCategories: inOptionOrder(CATEGORY_OPTIONS, values.preferredCategories),
    });
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setPending(true);
    try {
      const patch = changedOnly(result.value, profile);
      if (Object.keys(patch).length > 0) await updateProfile(patch);
      showToast({
        title: t`Profile Updated`,
        description: t`Your profile has been successfully updated.`,
        variant: "success",
      });
      onDone();
    } catch (error) {
      if (error instanceof LocalValidationError) showErrors(error.errors);
      else console.error(error);
      showToast({
        title: t`Update Failed`,
        description: t`Failed to update your profile. Please try again.`,
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  };

  return { values, errors, pending, set, submit };
}
