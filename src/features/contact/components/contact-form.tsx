import { useLingui } from "@lingui/react/macro";
import { INQUIRY_TYPES } from "#domain/constants.ts";
import { SelectField, SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { INQUIRY_TYPE_LABELS, type InquiryType } from "../data/inquiry-types.ts";
import { useContactForm } from "../hooks/use-contact-form.ts";
import { ContactThankYou } from "./contact-thank-you.tsx";

/** The contact form and, once sent, its thank-you. */
export function ContactForm({ initialType }: { initialType: InquiryType }) {
  const { t, i18n } = useLingui();
  const { outcome, pending, bind, submit, again } = useContactForm(initialType);
  if (outcome) return <ContactThankYou outcome={outcome} onAgain={again} />;
  const newsletter = bind("newsletter");
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Contact form`}
      className="grid gap-4 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:grid-cols-2"
    >
      <TextField label={t`Name`} autoComplete="name" required {...bind("name")} />
      <TextField type="email" label={t`Email`} autoComplete="email" required {...bind("email")} />
      <TextField
        label={t`Organization (optional)`}
        autoComplete="organization"
        {...bind("organization")}
      />
      <SelectField label={t`Inquiry Type`} {...bind("inquiryType")}>
        {INQUIRY_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(INQUIRY_TYPE_LABELS[type])}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Subject`} required className="sm:col-span-2" {...bind("subject")} />
      <TextAreaField
        label={t`Message`}
        rows={6}
        required
        description={t`At least 10 characters.`}
        className="sm:col-span-2"
        {...bind("message")}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name={newsletter.name}
          checked={newsletter.value}
          onChange={(event) => newsletter.onValueChange(event.target.checked)}
          className="checkbox checkbox-primary checkbox-sm rounded-[0.3rem]"
        />
        <span>{t`Subscribe to our newsletter for updates on experiences and research`}</span>
      </label>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={pending}
          pendingLabel={t`Sending...`}
          className="btn btn-primary min-h-11"
        >
          {t`Send Message`}
        </SubmitButton>
      </div>
    </form>
  );
}
