import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type ContactInput, contactSchema } from "#domain/contact-schemas.ts";
import { useSession } from "#session/use-session.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { type ContactOutcome, sendContactMessage } from "../data/contact-api.ts";
import type { InquiryType } from "../data/inquiry-types.ts";

const FIELDS = [
  "name",
  "email",
  "organization",
  "inquiryType",
  "subject",
  "message",
  "newsletter",
] as const;

export interface ContactFormValues {
  name: string;
  email: string;
  organization: string;
  inquiryType: InquiryType;
  subject: string;
  message: string;
  newsletter: boolean;
}

/**
 * The contact form: form → thank-you → form again ('Send Another Message').
 * `inquiryType` starts from the page's `?type=` (a partner or professional call to action), name
 * and e-mail from a signed-in user. The message is kept on the device before it is sent, so the
 * thank-you shows offline too and says that it will be sent.
 */
export function useContactForm(initialType: InquiryType) {
  const { t } = useLingui();
  const { user } = useSession();
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const fresh = (): ContactFormValues => ({
    name: fullName || user?.username || "",
    email: user?.email ?? "",
    organization: "",
    inquiryType: initialType,
    subject: "",
    message: "",
    newsletter: false,
  });
  const form = useValidatedForm({ schema: contactSchema, initial: fresh, fields: FIELDS });
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);

  const send = useAsyncAction((message: ContactInput) => sendContactMessage(message), {
    onSuccess: (result) => setOutcome(result),
    failure: {
      title: t`Error`,
      description: t`Your message could not be saved. Please try again.`,
    },
  });

  const submit = form.handleSubmit((message) => send.run(message));
  /** 'Send Another Message': back to an empty form, with the page's inquiry type. */
  const again = () => {
    form.reset(fresh());
    setOutcome(null);
  };
  return { outcome, pending: send.pending, bind: form.bind, submit, again };
}
