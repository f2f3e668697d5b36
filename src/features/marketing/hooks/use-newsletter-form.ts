import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { newsletterSchema } from "../../../domain/contact-schemas.ts";
import { validate } from "../../../domain/validation.ts";
import {
  useLocalizeServerMessage,
  useTranslateValidation,
} from "../../../i18n/validation-messages.ts";
import { ApiError } from "../../../sync/http.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { subscribeToNewsletter } from "../data/newsletter-api.ts";

/**
 * The newsletter form (spec §4): idle → submitting (button says 'Subscribing...', input disabled)
 * → idle; the address is cleared only on success, so nothing typed is lost on failure.
 */
export function useNewsletterForm() {
  const { t } = useLingui();
  const translate = useTranslateValidation();
  const localize = useLocalizeServerMessage();
  const [email, setEmailValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const setEmail = (value: string) => {
    setEmailValue(value);
    setError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = event.currentTarget.elements.namedItem("email");
    if (email.trim() === "") {
      showToast({
        title: t`Email required`,
        description: t`Please enter your email address to subscribe.`,
        variant: "error",
      });
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const result = validate(newsletterSchema, { email });
    if (!result.ok) {
      setError(result.errors.email ?? result.message);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (globalThis.navigator?.onLine === false) return connectionFailed();
    setSubmitting(true);
    try {
      const response = await subscribeToNewsletter(result.value.email);
      showToast({
        title: t`Successfully subscribed!`,
        description: localize(response?.message, t`Thank you for subscribing to our newsletter.`),
        variant: "success",
      });
      setEmailValue("");
    } catch (failure) {
      if (!(failure instanceof ApiError)) return connectionFailed();
      showToast({
        title: t`Subscription failed`,
        description: localize(failure.serverMessage, t`Please try again later.`),
        variant: "error",
      });
    } finally {
      setSubmitting(false);
    }
  };

  function connectionFailed() {
    showToast({
      title: t`Subscription failed`,
      description: t`Please check your connection and try again.`,
      variant: "error",
    });
  }

  return { email, error: error && translate(error), submitting, setEmail, submit };
}
