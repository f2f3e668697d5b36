import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { categoryLabel } from "#catalogue/category-labels.ts";
import type { ProfileRow } from "#db/types.ts";
import { CheckboxGroup, SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { GOAL_LABELS } from "./goal-labels.ts";
import { CATEGORY_OPTIONS, GOAL_OPTIONS } from "./profile-form-values.ts";
import { useProfileForm } from "./use-profile-form.ts";

/** Edit mode of the Profile tab: every field, Cancel discards, Update Profile saves. */
export function ProfileForm({ profile, onDone }: { profile: ProfileRow; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { pending, bind, submit, formRef } = useProfileForm(profile, onDone);
  // Edit mode opened: focus follows into the form.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="firstName"]')?.focus();
  }, [formRef]);
  const goals = GOAL_OPTIONS.map((id) => ({
    id,
    label: i18n._(GOAL_LABELS[id as keyof typeof GOAL_LABELS]),
  }));
  const categories = CATEGORY_OPTIONS.map((id) => ({
    id,
    label: categoryLabel(i18n, id),
  }));

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-edit-title"
      className="flex flex-col gap-8 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 id="profile-edit-title" className="text-2xl font-semibold">
        {t`Edit Profile`}
      </h2>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{t`Personal information`}</legend>
        <TextField label={t`First name`} autoComplete="given-name" {...bind("firstName")} />
        <TextField label={t`Last name`} autoComplete="family-name" {...bind("lastName")} />
        <TextField type="email" label={t`Email`} autoComplete="email" {...bind("email")} />
        <TextField
          label={t`Location`}
          autoComplete="address-level2"
          description={t`Helps us find experiences near you`}
          {...bind("location")}
        />
        <TextAreaField label={t`Bio`} maxLength={1000} {...bind("bio")} className="sm:col-span-2" />
      </fieldset>
      <fieldset className="flex flex-col gap-6">
        <legend className="mb-4 text-lg font-semibold">{t`Preferences`}</legend>
        <CheckboxGroup legend={t`Wellbeing goals`} options={goals} {...bind("wellbeingGoals")} />
        <CheckboxGroup
          legend={t`Preferred categories`}
          options={categories}
          {...bind("preferredCategories")}
        />
        <TextAreaField
          label={t`Accessibility needs`}
          description={t`For example: wheelchair access, a hearing loop, quiet spaces`}
          maxLength={1000}
          {...bind("accessibilityNeeds")}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          onClick={onDone}
          disabled={pending}
        >
          {t`Cancel`}
        </button>
        <SubmitButton pending={pending} pendingLabel={t`Updating...`}>
          {t`Update Profile`}
        </SubmitButton>
      </div>
    </form>
  );
}
