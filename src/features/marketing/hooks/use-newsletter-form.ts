import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { newsletterSchema } from "../../../domain/contact-schemas.ts";
import { validate } from "../../../domain/validation.ts";
import {
  useLocalizeServerMessage,
  useTranslateValidation,
} from "../../../i18n/validation-messages.ts";
import { ApiError } from "../../../sync/http.ts";
import { refusalCode } from "../../../sync/refusal-code.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { useSession } from "../../auth/index.ts";
import { subscribeToNewsletter } from "../data/newsletter-api.ts";

/**
 * The newsletter form (spec §4): idle → submitting (button says 'Subscribing...', input disabled)
 * → idle; the address is cleared only on success, so nothing typed is lost on failure. A
 * signed-in user's subscription is queued and synced (offline too); a visitor's is sent now.
 */
export function useNewsletterForm() {
  const { t } = useLingui();
  const translate = useTranslateValidation();
  const localize = useLocalizeServerMessage();
  const [email, setEmailValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // Signed in: the subscription is queued (works offline); a visitor needs the connection.
  const signedIn = useSession().status === "signed-in";

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
      setError(result.errors.email ?? result.code);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (globalThis.navigator?.onLine === false && !signedIn) return connectionFailed();
    setSubmitting(true);
    try {
      const outcome = await subscribeToNewsletter(result.value.email);
      const offline = outcome.kind === "queued" && globalThis.navigator?.onLine === false;
      showToast({
        title: offline ? t`Subscription saved` : t`Successfully subscribed!`,
        description: offline
          ? t`It is sent as soon as you are back online.`
          : localize(
              outcome.kind === "sent" ? outcome.message : undefined,
              t`Thank you for subscribing to our newsletter.`,
            ),
        variant: "success",
      });
      setEmailValue("");
    } catch (failure) {
      if (!(failure instanceof ApiError)) return connectionFailed();
      showToast({
        title: t`Subscription failed`,
        description: localize(refusalCode(failure), t`Please try again later.`),
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
