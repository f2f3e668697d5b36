import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { newsletterSchema } from "#domain/contact-schemas.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { useSession } from "#session/use-session.ts";
import { ApiError, isNetworkError } from "#sync/http.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { subscribeToNewsletter } from "../data/newsletter-api.ts";

const isOffline = () => globalThis.navigator?.onLine === false;

/**
 * The newsletter form: idle → submitting (button says 'Subscribing...', input disabled)
 * → idle; the address is cleared only on success, so nothing typed is lost on failure. A
 * signed-in user's subscription is queued and synced (offline too); a visitor's is sent now.
 * An empty address is a toast, not a field message; editing hides a message.
 */
export function useNewsletterForm() {
  const { t } = useLingui();
  const localize = useReasonText();
  // Signed in: the subscription is queued (works offline); a visitor needs the connection.
  const signedIn = useSession().status === "signed-in";
  const form = useValidatedForm({
    schema: newsletterSchema,
    initial: { email: "" },
    fields: ["email"],
    liveErrors: "clear",
  });

  const connectionFailed = {
    title: t`Subscription failed`,
    description: t`Please check your connection and try again.`,
  };

  const subscribe = useAsyncAction(subscribeToNewsletter, {
    success: (outcome) =>
      outcome.kind === "queued" && isOffline()
        ? {
            title: t`Subscription saved`,
            description: t`It is sent as soon as you are back online.`,
          }
        : {
            title: t`Successfully subscribed!`,
            description: t`Thank you for subscribing to our newsletter.`,
          },
    onSuccess: () => form.reset({ email: "" }),
    // A refusal carries the server's reason; anything else never reached it.
    failure: (failure) =>
      failure instanceof ApiError
        ? {
            title: t`Subscription failed`,
            description: localize(refusalCode(failure), t`Please try again later.`),
          }
        : connectionFailed,
    expected: (failure) => failure instanceof ApiError || isNetworkError(failure),
  });

  const submitValid = form.handleSubmit(({ email }) => {
    if (isOffline() && !signedIn) return showToast({ ...connectionFailed, variant: "error" });
    return subscribe.run(email);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.values.email.trim() !== "") return submitValid(event);
    event.preventDefault();
    showToast({
      title: t`Email required`,
      description: t`Please enter your email address to subscribe.`,
      variant: "error",
    });
    const input = event.currentTarget.elements.namedItem("email");
    if (input instanceof HTMLElement) input.focus();
  };

  return {
    email: form.values.email,
    error: form.errors.email,
    pending: subscribe.pending,
    setEmail: (email: string) => form.setField("email", email),
    submit,
  };
}
