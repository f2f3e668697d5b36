import { useLingui } from "@lingui/react/macro";
import { SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { useInquiryForm } from "./use-inquiry-form.ts";

/** "Need More Information?" beside an experience. */
export function InquiryForm({ experienceId }: { experienceId: string }) {
  const { t } = useLingui();
  const { pending, bind, submit } = useInquiryForm(experienceId);
  return (
    <section
      aria-labelledby="inquiry-heading"
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm"
    >
      <h2 id="inquiry-heading" className="text-xl font-semibold">
        {t`Need More Information?`}
      </h2>
      <p className="mt-2 text-base-content/80">
        {t`Ask the organisers about access, what to bring or anything else.`}
      </p>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <TextField label={t`Name`} autoComplete="name" {...bind("name")} />
        <TextField type="email" label={t`Email`} autoComplete="email" {...bind("email")} />
        <TextAreaField label={t`Message (optional)`} rows={4} {...bind("message")} />
        <SubmitButton
          pending={pending}
          pendingLabel={t`Sending...`}
          className="btn btn-outline btn-primary min-h-11"
        >
          {t`Send Inquiry`}
        </SubmitButton>
      </form>
    </section>
  );
}
