import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { loginSchema } from "#domain/auth-schemas.ts";
import { LOGIN_REDIRECT_DELAY_MS } from "#domain/constants.ts";
import { dashboardPathFor } from "#domain/user.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError } from "#sync/http.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { signIn } from "../sign-in.ts";
import { isConnectionFailure, isOffline, safeRedirectPath } from "./connection.ts";

const FIELDS = ["username", "password"] as const;

/**
 * State and submit logic of the sign-in form. Messages are validated in English (the domain's
 * text) and translated when rendered, so switching language re-translates them.
 */
export function useLoginForm(redirectTo: string | undefined) {
  const { t } = useLingui();
  const localize = useReasonText();
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: loginSchema,
    initial: { username: "", password: "" },
    fields: FIELDS,
  });

  const offline = {
    title: t`You're offline`,
    description: t`Signing in needs an internet connection. Please try again once you're back online.`,
  };

  const signInAction = useAsyncAction(signIn, {
    success: {
      title: t`Welcome back!`,
      description: t`You have successfully signed in.`,
    },
    // Still pending until the screen changes: the form stays disabled through the pause.
    onSuccess: async (user) => {
      // `href`, not `to`: a redirect target may carry its own search string. Replace, so Back
      // does not return to a sign-in form the guard would bounce anyway.
      const href = safeRedirectPath(redirectTo) ?? dashboardPathFor(user.userType);
      // A short pause (100 ms) lets the toast appear before the screen changes.
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      await navigate({ href, replace: true });
    },
    failure: (error) => {
      if (isConnectionFailure(error)) return offline;
      const apiError = error instanceof ApiError ? error : null;
      // A 429's message says when to try again; the fallback keeps that in other languages.
      const fallback =
        apiError?.status === 429
          ? tooManyAttempts(apiError.retryAfterSeconds)
          : t`Please check your username and password.`;
      return {
        title: t`Sign in failed`,
        description: localize(apiError?.status === 429 ? null : refusalCode(apiError), fallback),
      };
    },
    expected: (error) => error instanceof ApiError || isConnectionFailure(error),
  });

  function tooManyAttempts(retryAfterSeconds: number | null): string {
    if (!retryAfterSeconds) return t`Too many attempts. Please wait a while and try again.`;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return t`Too many attempts. Please try again in ${minutes} min.`;
  }

  const submit = form.handleSubmit((credentials) => {
    // Checked before sending so the form keeps its input and says why.
    if (isOffline()) return showToast({ ...offline, variant: "error" });
    return signInAction.run(credentials);
  });

  const { values, errors, setField, bind } = form;
  return { values, errors, pending: signInAction.pending, setField, bind, submit };
}
