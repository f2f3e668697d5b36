import { useLingui } from "@lingui/react/macro";
import { type InquiryFormValues, inquiryFormSchema } from "#domain/inquiry-schemas.ts";
import { useSession } from "#session/use-session.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { sendInquiry } from "../data/inquiries-repo.ts";

const FIELDS = ["name", "email", "message"] as const;

/**
 * "Need More Information": name and e-mail prefilled from the signed-in user, an
 * optional message. Sent through the outbox, so it also works offline; after sending, only the
 * message is cleared, ready for another question.
 */
export function useInquiryForm(experienceId: string) {
  const { t } = useLingui();
  const { user } = useSession();
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const form = useValidatedForm({
    schema: inquiryFormSchema,
    initial: () => ({
      name: fullName || user?.username || "",
      email: user?.email ?? "",
      message: "",
    }),
    fields: FIELDS,
  });

  const send = useAsyncAction((inquiry: InquiryFormValues) => sendInquiry(experienceId, inquiry), {
    success: {
      title: t`Inquiry Sent!`,
      description: t`We'll get back to you within 24 hours about this experience.`,
    },
    onSuccess: () => form.reset((current) => ({ ...current, message: "" })),
    failure: {
      title: t`Error`,
      description: t`Failed to send inquiry. Please try again.`,
    },
  });

  const submit = form.handleSubmit((inquiry) => send.run(inquiry));
  const { values, errors, setField, bind } = form;
  return { values, errors, pending: send.pending, setField, bind, submit };
}
