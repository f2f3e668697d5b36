import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { PasswordField, SubmitButton, TextField } from "#ui/form/index.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";
import { useSignupForm } from "../hooks/use-signup-form.ts";
import { AuthCard } from "./auth-card.tsx";
import { UserTypeField } from "./user-type-field.tsx";

/** The sign-up screen (/signup): by invitation only. */
export function SignupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create account`);
  const { values, errors, pending, setField, bind, submit } = useSignupForm();

  return (
    <AuthCard
      heading={<Trans>Create your account</Trans>}
      lead={
        <Trans>CultureWell is invitation only for now. Enter the code you received to join.</Trans>
      }
      footer={
        <p>
          <Link to="/login" className="link link-primary font-medium">
            <Trans>Already have an account? Sign in</Trans>
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={<Trans>First name</Trans>}
            {...bind("firstName")}
            autoComplete="given-name"
          />
          <TextField
            label={<Trans>Last name</Trans>}
            {...bind("lastName")}
            autoComplete="family-name"
          />
        </div>
        <TextField
          label={<Trans>Username</Trans>}
          {...bind("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          type="email"
          label={<Trans>Email (optional)</Trans>}
          {...bind("email")}
          autoComplete="email"
          inputMode="email"
        />
        <UserTypeField
          value={values.userType}
          onValueChange={(value) => setField("userType", value)}
          error={errors.userType}
        />
        <TextField
          name="invitationCode"
          label={<Trans>Invitation code</Trans>}
          description={
            <>
              <Trans>Codes come from a CultureWell partner or your health professional.</Trans>{" "}
              <Trans>
                A code from a professional's referral also links that referral to your new account,
                so you find it under Your referrals.
              </Trans>
            </>
          }
          value={values.invitationCode}
          onValueChange={(value) => setField("invitationCode", value)}
          error={errors.invitationCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          {...bind("password")}
          autoComplete="new-password"
          required
        />
        <PasswordField
          label={<Trans>Confirm password</Trans>}
          {...bind("confirmPassword")}
          autoComplete="new-password"
          required
        />
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Creating account...</Trans>}
          className="btn btn-primary btn-block min-h-12"
        >
          <Trans>Create Account</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
