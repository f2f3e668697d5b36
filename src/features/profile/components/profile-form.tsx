import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { ProfileRow } from "#db/types.ts";
import { LIST_CATEGORY_LABELS } from "#features/layout/index.ts";
import { CheckboxGroup, SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { GOAL_LABELS } from "./goal-labels.ts";
import { CATEGORY_OPTIONS, GOAL_OPTIONS } from "./profile-form-values.ts";
import { useProfileForm } from "./use-profile-form.ts";

/** Edit mode of the Profile tab (spec §2): every field, Cancel discards, Update Profile saves. */
export function ProfileForm({ profile, onDone }: { profile: ProfileRow; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { values, errors, pending, setField, submit, formRef } = useProfileForm(profile, onDone);
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
    label: i18n._(LIST_CATEGORY_LABELS[id as keyof typeof LIST_CATEGORY_LABELS]),
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
        <TextField
          name="firstName"
          label={t`First name`}
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={(v) => setField("firstName", v)}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label={t`Last name`}
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={(v) => setField("lastName", v)}
          error={errors.lastName}
        />
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          value={values.email}
          onValueChange={(v) => setField("email", v)}
          error={errors.email}
        />
        <TextField
          name="location"
          label={t`Location`}
          autoComplete="address-level2"
          description={t`Helps us find experiences near you`}
          value={values.location}
          onValueChange={(v) => setField("location", v)}
          error={errors.location}
        />
        <TextAreaField
          name="bio"
          label={t`Bio`}
          maxLength={1000}
          value={values.bio}
          onValueChange={(v) => setField("bio", v)}
          error={errors.bio}
          className="sm:col-span-2"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-6">
        <legend className="mb-4 text-lg font-semibold">{t`Preferences`}</legend>
        <CheckboxGroup
          name="wellbeingGoals"
          legend={t`Wellbeing goals`}
          options={goals}
          value={values.wellbeingGoals}
          onValueChange={(v) => setField("wellbeingGoals", v)}
          error={errors.wellbeingGoals}
        />
        <CheckboxGroup
          name="preferredCategories"
          legend={t`Preferred categories`}
          options={categories}
          value={values.preferredCategories}
          onValueChange={(v) => setField("preferredCategories", v)}
          error={errors.preferredCategories}
        />
        <TextAreaField
          name="accessibilityNeeds"
          label={t`Accessibility needs`}
          description={t`For example: wheelchair access, a hearing loop, quiet spaces`}
          maxLength={1000}
          value={values.accessibilityNeeds}
          onValueChange={(v) => setField("accessibilityNeeds", v)}
          error={errors.accessibilityNeeds}
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
