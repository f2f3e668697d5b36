import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { loginSchema } from "../../../domain/auth-schemas.ts";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../domain/constants.ts";
import { dashboardPathFor } from "../../../domain/user.ts";
import { useLocalizeServerMessage } from "../../../i18n/validation-messages.ts";
import { ApiError } from "../../../sync/http.ts";
import { refusalCode } from "../../../sync/refusal-code.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { signIn } from "../account.ts";
import { isConnectionFailure, isOffline, safeRedirectPath } from "./connection.ts";
import { useValidatedForm } from "./use-validated-form.ts";

export type LoginField = "username" | "password";
const FIELDS: readonly LoginField[] = ["username", "password"];

/**
 * State and submit logic of the sign-in form. Messages are validated in English (the domain's
 * text) and translated when rendered, so switching language re-translates them.
 */
export function useLoginForm(redirectTo: string | undefined) {
  const { t } = useLingui();
  const localize = useLocalizeServerMessage();
  const navigate = useNavigate();
  const form = useValidatedForm(loginSchema, { username: "", password: "" }, FIELDS);
  const { setPending } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const credentials = form.validateSubmit(event);
    if (!credentials) return;
    if (isOffline()) return offlineToast();
    setPending(true);
    try {
      const user = await signIn(credentials);
      showToast({
        title: t`Welcome back!`,
        description: t`You have successfully signed in.`,
        variant: "success",
      });
      // `href`, not `to`: a redirect target may carry its own search string. Replace, so Back
      // does not return to a sign-in form the guard would bounce anyway.
      const href = safeRedirectPath(redirectTo) ?? dashboardPathFor(user.userType);
      // The spec's short pause lets the toast appear before the screen changes.
      setTimeout(() => void navigate({ href, replace: true }), LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      setPending(false);
      if (isConnectionFailure(error)) return offlineToast();
      const apiError = error instanceof ApiError ? error : null;
      // A 429's message says when to try again; the fallback keeps that in other languages.
      const fallback =
        apiError?.status === 429
          ? tooManyAttempts(apiError.retryAfterSeconds)
          : t`Please check your username and password.`;
      showToast({
        title: t`Sign in failed`,
        description: localize(apiError?.status === 429 ? null : refusalCode(apiError), fallback),
        variant: "error",
      });
    }
  };

  function tooManyAttempts(retryAfterSeconds: number | null): string {
    if (!retryAfterSeconds) return t`Too many attempts. Please wait a while and try again.`;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return t`Too many attempts. Please try again in ${minutes} min.`;
  }

  function offlineToast() {
    showToast({
      title: t`You're offline`,
      description: t`Signing in needs an internet connection. Please try again once you're back online.`,
      variant: "error",
    });
  }

  const { values, errors, pending, setField } = form;
  return { values, errors, pending, setField, submit };
}
