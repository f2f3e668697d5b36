import { useLingui } from "@lingui/react/macro";
import type { PartnerRow } from "#db/types.ts";
import { PARTNER_LIMITS } from "#domain/partner-schemas.ts";
import { SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { usePartnerProfileForm } from "./use-partner-profile-form.ts";

/** What a cultural partner publishes about their organisation (shown with their experiences). */
export function PartnerProfileForm({ profile }: { profile: PartnerRow | null }) {
  const { t } = useLingui();
  const { bind, submit, formRef, pending } = usePartnerProfileForm(profile);
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="partner-profile-title"
      className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 id="partner-profile-title" className="text-2xl font-semibold">
        {t`Organisation profile`}
      </h2>
      <TextField
        label={t`Organisation name`}
        required
        markRequired
        autoComplete="organization"
        {...bind("organisationName")}
      />
      <TextAreaField
        label={t`Venues`}
        description={t`One venue per line, up to ${PARTNER_LIMITS.venues}.`}
        rows={4}
        {...bind("venues")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="email"
          label={t`Contact e-mail`}
          autoComplete="email"
          {...bind("contactEmail")}
        />
        <TextField type="tel" label={t`Phone`} autoComplete="tel" {...bind("contactPhone")} />
      </div>
      <TextField
        type="url"
        label={t`Website`}
        description={t`Starting with https://`}
        autoComplete="url"
        {...bind("website")}
      />
      <TextAreaField
        label={t`About your organisation`}
        rows={5}
        maxLength={PARTNER_LIMITS.description}
        {...bind("description")}
      />
      <TextAreaField
        label={t`Accessibility information`}
        description={t`Step-free access, hearing loops, quiet rooms, toilets, parking, how to get there.`}
        rows={5}
        maxLength={PARTNER_LIMITS.accessibility}
        {...bind("accessibilityInfo")}
      />
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingLabel={t`Saving...`}>
          {t`Save profile`}
        </SubmitButton>
      </div>
    </form>
  );
}
