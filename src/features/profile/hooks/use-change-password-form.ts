import { useLingui } from "@lingui/react/macro";
import { changePasswordFormSchema } from "#domain/account-schemas.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError, isNetworkError } from "#sync/http.ts";
import { refusalCode, refusalFieldCodes } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { changePassword } from "../data/account-api.ts";

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** No connection: the browser says it is offline, or the request never reached the server. */
export const isOfflineFailure = (error: unknown) =>
  isNetworkError(error) || globalThis.navigator?.onLine === false;

/**
 * Change password, with the sign-up rules (at least 6 characters, typed twice). Online only:
 * the server checks the current password, so a change cannot be queued; offline the form keeps
 * what was typed and says why nothing happened. The confirmation never leaves the browser.
 */
export function useChangePasswordForm() {
  const { t } = useLingui();
  const localize = useReasonText();
  const form = useValidatedForm({
    schema: changePasswordFormSchema,
    initial: EMPTY,
    fields: FIELDS,
  });
  const offline = {
    title: t`You're offline`,
    description: t`Changing your password needs an internet connection. It cannot be saved for later.`,
  };

  const action = useAsyncAction(changePassword, {
    success: {
      title: t`Password changed`,
      description: t`You stay signed in here; your other devices have been signed out.`,
    },
    onSuccess: () => form.reset(EMPTY),
    failure: (error) =>
      isOfflineFailure(error)
        ? offline
        : {
            title: t`Password not changed`,
            description: localize(refusalCode(error), t`Please try again.`),
          },
    onError: (error) => form.showErrors(refusalFieldCodes(error)),
    expected: (error) => error instanceof ApiError || isOfflineFailure(error),
  });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    if (globalThis.navigator?.onLine === false) return showToast({ ...offline, variant: "error" });
    return action.run({ currentPassword, newPassword });
  });
  return { bind: form.bind, submit, pending: action.pending };
}
