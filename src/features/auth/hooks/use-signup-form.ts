import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { signupFormSchema } from "#domain/auth-schemas.ts";
import type { UserType } from "#domain/constants.ts";
import type { FieldErrors } from "#domain/validation.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError } from "#sync/http.ts";
import { refusalCode, refusalFieldCodes } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { APP_NAME } from "#ui/use-document-title.ts";
import { signUp } from "../sign-in.ts";
import { isConnectionFailure, isOffline } from "./connection.ts";

export interface SignupValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  userType: UserType;
  invitationCode: string;
  password: string;
  confirmPassword: string;
}
export type SignupField = keyof SignupValues;

/** Form order: focus goes to the first invalid field in this order. */
export const SIGNUP_FIELDS: readonly SignupField[] = [
  "firstName",
  "lastName",
  "username",
  "email",
  "userType",
  "invitationCode",
  "password",
  "confirmPassword",
];

const EMPTY: SignupValues = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  userType: "individual",
  invitationCode: "",
  password: "",
  confirmPassword: "",
};

/**
 * State and submit logic of the sign-up form. The invitation code is only checked for presence
 * here: whether it is valid, unused and allowed for the chosen role is the server's decision
 * (a fixed code in the browser would be readable by anyone).
 */
export function useSignupForm() {
  const { t } = useLingui();
  const localize = useReasonText();
  const navigate = useNavigate();
  const form = useValidatedForm({
    schema: signupFormSchema,
    initial: EMPTY,
    fields: SIGNUP_FIELDS,
  });

  const offline = {
    title: t`You're offline`,
    description: t`Creating an account needs an internet connection. Your details are still in the form.`,
  };

  const signUpAction = useAsyncAction(signUp, {
    success: {
      title: t`Welcome to ${APP_NAME}!`,
      description: t`Your account has been created successfully.`,
    },
    onSuccess: () => navigate({ to: "/", replace: true }),
    failure: (error) =>
      isConnectionFailure(error)
        ? offline
        : {
            title: t`Registration failed`,
            description: localize(refusalCode(error), t`Please try again.`),
          },
    onError: (error) => {
      if (!isConnectionFailure(error)) {
        form.showErrors(error instanceof ApiError ? serverFieldErrors(error) : {});
      }
    },
    expected: (error) => error instanceof ApiError || isConnectionFailure(error),
  });

  const submit = form.handleSubmit((output) => {
    // Checked before sending so the form keeps its input and says why.
    if (isOffline()) return showToast({ ...offline, variant: "error" });
    const { confirmPassword: _confirmation, ...request } = output;
    return signUpAction.run(request);
  });

  const { values, errors, setField, bind } = form;
  return { values, errors, pending: signUpAction.pending, setField, bind, submit };
}

/** The server's field codes (400, and 409 for a taken username or e-mail) per signup field. */
export function serverFieldErrors(error: ApiError): FieldErrors<SignupField> {
  const out: FieldErrors<SignupField> = {};
  for (const [key, code] of Object.entries(refusalFieldCodes(error))) {
    if ((SIGNUP_FIELDS as readonly string[]).includes(key)) out[key as SignupField] = code;
  }
  return out;
}
