import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { loginSchema } from "../../../domain/auth-schemas.ts";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../domain/constants.ts";
import { dashboardPathFor } from "../../../domain/user.ts";
import { type FieldErrors, validate } from "../../../domain/validation.ts";
import {
  useLocalizeServerMessage,
  useTranslateValidation,
} from "../../../i18n/validation-messages.ts";
import { ApiError } from "../../../sync/http.ts";
import { showToast } from "../../../ui/toast-store.ts";
import { signIn } from "../account.ts";
import { focusField, isConnectionFailure, isOffline, safeRedirectPath } from "./connection.ts";

export type LoginField = "username" | "password";
const FIELDS: readonly LoginField[] = ["username", "password"];

/**
 * State and submit logic of the sign-in form. Messages are validated in English (the domain's
 * text) and translated when rendered, so switching language re-translates them.
 */
export function useLoginForm(redirectTo: string | undefined) {
  const { t } = useLingui();
  const translate = useTranslateValidation();
  const localize = useLocalizeServerMessage();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);

  const setField = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the input so a fixed field clears at once.
    if (attempted) setErrors(errorsOf(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setAttempted(true);
    const result = validate(loginSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(
        form,
        FIELDS.find((f) => result.errors[f]),
      );
      return;
    }
    setErrors({});
    if (isOffline()) return offlineToast();
    setPending(true);
    try {
      const user = await signIn(result.value);
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
        description: localize(apiError?.serverMessage, fallback),
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

  const translated: FieldErrors<LoginField> = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message) translated[field] = translate(message);
  }
  return { values, errors: translated, pending, setField, submit };
}

function errorsOf(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const result = validate(loginSchema, values);
  return result.ok ? {} : result.errors;
}
