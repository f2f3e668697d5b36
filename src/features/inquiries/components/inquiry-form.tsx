import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { inquiryFormSchema } from "../../../domain/inquiry-schemas.ts";
import { type FieldErrors, validate } from "../../../domain/validation.ts";
import { useTranslateValidation } from "../../../i18n/validation-messages.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { useSession } from "../../auth/index.ts";
import { Field, focusFirstError } from "../../experiences/index.ts";
import { sendInquiry } from "../data/inquiries-repo.ts";

type InquiryField = "name" | "email" | "message";
const FIELDS: readonly InquiryField[] = ["name", "email", "message"];

/**
 * "Need More Information" (spec §2, §5): name and e-mail prefilled from the signed-in user,
 * an optional message. Sent through the outbox, so it also works offline.
 */
export function InquiryForm({ experienceId }: { experienceId: string }) {
  const { t } = useLingui();
  const translate = useTranslateValidation();
  const { user } = useSession();
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const [values, setValues] = useState<Record<InquiryField, string>>({
    name: fullName || user?.username || "",
    email: user?.email ?? "",
    message: "",
  });
  const [errors, setErrors] = useState<FieldErrors<InquiryField>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errorsOf = (v: Record<InquiryField, string>) => {
    const result = validate(inquiryFormSchema, v);
    return result.ok ? {} : (result.errors as FieldErrors<InquiryField>);
  };
  const setField = (field: InquiryField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(errorsOf(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const result = validate(inquiryFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(formRef.current, FIELDS, result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await sendInquiry(experienceId, result.value);
      showToast({
        title: t`Inquiry Sent!`,
        description: t`We'll get back to you within 24 hours about this experience.`,
        variant: "success",
      });
      setValues((v) => ({ ...v, message: "" }));
      setAttempted(false);
    } catch (error) {
      console.error(error);
      showToast({
        title: t`Error`,
        description: t`Failed to send inquiry. Please try again.`,
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  };

  const err = (f: InquiryField) => (errors[f] ? translate(errors[f]) : undefined);
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
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <Field name="name" label={t`Name`} error={err("name")}>
          {(p) => (
            <input
              {...p}
              autoComplete="name"
              value={values.name}
              onChange={(e) => setField("name", e.target.value)}
              className={`input w-full ${errors.name ? "input-error" : ""}`}
            />
          )}
        </Field>
        <Field name="email" label={t`Email`} error={err("email")}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => setField("email", e.target.value)}
              className={`input w-full ${errors.email ? "input-error" : ""}`}
            />
          )}
        </Field>
        <Field name="message" label={t`Message (optional)`} error={err("message")}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              value={values.message}
              onChange={(e) => setField("message", e.target.value)}
              className={`textarea w-full ${errors.message ? "textarea-error" : ""}`}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-outline btn-primary min-h-11" disabled={pending}>
          {pending ? t`Sending...` : t`Send Inquiry`}
        </button>
      </form>
    </section>
  );
}
