import { useLingui } from "@lingui/react/macro";
import type { ReferralMilestone } from "#domain/referral-loop.ts";
import { SelectField, SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { Page } from "#ui/page.tsx";
import { useProfessionalData } from "../../hooks/use-professional-data.ts";
import { ExperiencePicker } from "./experience-picker.tsx";
import { type ClientKind, useNewReferralForm } from "./use-new-referral-form.ts";

/** /professional/referrals/new: refer an existing or a new client to up to five experiences. */
export function NewReferralScreen() {
  const { t } = useLingui();
  const data = useProfessionalData();
  const f = useNewReferralForm();
  const kinds: { value: ClientKind; label: string }[] = [
    { value: "new", label: t`A new client (they get an invitation code)` },
    { value: "existing", label: t`A client who already uses CultureWell` },
  ];
  // A <select> holds text: "" is "none", sent as null (docs/referral-loop.md, milestones).
  const milestone = f.bind("milestone");
  const milestones: { value: ReferralMilestone | ""; label: string }[] = [
    { value: "", label: t`— none —` },
    { value: "attended_3", label: t`3 attended sessions` },
    { value: "missed_2", label: t`2 missed sessions in a row` },
  ];
  return (
    <Page
      title={t`New referral`}
      lead={t`Works offline: the referral is saved on this device and sent when you are online.`}
    >
      <form
        ref={f.formRef}
        noValidate
        onSubmit={f.submit}
        aria-label={t`New referral`}
        className="flex max-w-3xl flex-col gap-5 pb-8"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t`Who are you referring?`}</legend>
          {kinds.map((k) => (
            <label key={k.value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="clientKind"
                className="radio"
                checked={f.kind === k.value}
                onChange={() => f.setKind(k.value)}
              />
              {k.label}
            </label>
          ))}
        </fieldset>
        <TextField label={t`Client's name`} required markRequired {...f.bind("clientName")} />
        {f.kind === "existing" ? (
          <TextField
            label={t`Client's username or e-mail`}
            required
            markRequired
            description={t`Your client sees the referral in their account and decides whether to accept it.`}
            autoComplete="off"
            {...f.bind("clientUsername")}
          />
        ) : (
          <TextField
            type="email"
            label={t`Client's e-mail (optional)`}
            description={t`You give your client the invitation code yourself; it is issued when the referral syncs.`}
            autoComplete="off"
            {...f.bind("clientEmail")}
          />
        )}
        {data ? (
          // The note and the button come with the picker, not under its shorter skeleton, which
          // pushed them down once the experiences were read (a layout shift, README "Performance").
          <>
            <ExperiencePicker
              experiences={data.experiences}
              chosen={f.experienceIds}
              onAdd={f.addExperience}
              onRemove={f.removeExperience}
              error={f.errors.experienceIds}
            />
            <SelectField<ReferralMilestone | "">
              label={t`Send me a summary also after`}
              description={t`You always get a summary when the referral ends.`}
              name={milestone.name}
              value={milestone.value ?? ""}
              onValueChange={(value) => milestone.onValueChange(value === "" ? null : value)}
              error={milestone.error}
            >
              {milestones.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t`Note for your client`}
              rows={4}
              maxLength={2000}
              {...f.bind("notes")}
            />
            <div className="flex justify-end">
              <SubmitButton pending={f.pending} pendingLabel={t`Saving...`}>
                {t`Save referral`}
              </SubmitButton>
            </div>
          </>
        ) : (
          <div className="skeleton h-40 w-full" aria-hidden="true" />
        )}
      </form>
    </Page>
  );
}
