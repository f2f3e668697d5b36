import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { deleteAccountFormSchema } from "#domain/account-schemas.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError } from "#sync/http.ts";
import { refusalCode, refusalFieldCodes } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { deleteAccount } from "../data/account-api.ts";
import { isOfflineFailure } from "./use-change-password-form.ts";

const FIELDS = ["confirmUsername", "password"] as const;

/**
 * 'Delete my account': the username typed again (against a slip) and the password (checked by
 * the server). Online only. On success the device's private data is gone and the user is signed
 * out (account-api.ts), then the app goes home.
 */
export function useDeleteAccountForm(username: string) {
  const { t } = useLingui();
  const localize = useReasonText();
  const navigate = useNavigate();
  const schema = useMemo(() => deleteAccountFormSchema(username), [username]);
  const form = useValidatedForm({
    schema,
    initial: { confirmUsername: "", password: "" },
    fields: FIELDS,
  });
  const offline = {
    title: t`You're offline`,
    description: t`Deleting your account needs an internet connection. Nothing was deleted.`,
  };

  const action = useAsyncAction(deleteAccount, {
    success: {
      title: t`Your account has been deleted`,
      description: t`Everything we held about you is gone, from our server and from this device.`,
    },
    onSuccess: () => navigate({ to: "/", replace: true }),
    failure: (error) =>
      isOfflineFailure(error)
        ? offline
        : {
            title: t`Account not deleted`,
            description: localize(refusalCode(error), t`Please try again.`),
          },
    onError: (error) => form.showErrors(refusalFieldCodes(error)),
    expected: (error) => error instanceof ApiError || isOfflineFailure(error),
  });

  const submit = form.handleSubmit(({ password }) => {
    if (globalThis.navigator?.onLine === false) return showToast({ ...offline, variant: "error" });
    return action.run({ password });
  });
  return { bind: form.bind, submit, pending: action.pending };
}
