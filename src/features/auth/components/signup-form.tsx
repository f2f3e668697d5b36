import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { PasswordField, SubmitButton, TextField } from "#ui/form/index.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";
import { useSignupForm } from "../hooks/use-signup-form.ts";
import { AuthCard } from "./auth-card.tsx";
import { UserTypeField } from "./user-type-field.tsx";

/** The sign-up screen (spec §2 Sign-up): by invitation only. */
export function SignupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create account`);
  const { values, errors, pending, setField, submit } = useSignupForm();

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
            name="firstName"
            label={<Trans>First name</Trans>}
            value={values.firstName}
            onValueChange={(value) => setField("firstName", value)}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={<Trans>Last name</Trans>}
            value={values.lastName}
            onValueChange={(value) => setField("lastName", value)}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </div>
        <TextField
          name="username"
          label={<Trans>Username</Trans>}
          value={values.username}
          onValueChange={(value) => setField("username", value)}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          name="email"
          type="email"
          label={<Trans>Email (optional)</Trans>}
          value={values.email}
          onValueChange={(value) => setField("email", value)}
          error={errors.email}
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
            <Trans>Codes come from a CultureWell partner or your health professional.</Trans>
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
          name="password"
          label={<Trans>Password</Trans>}
          value={values.password}
          onValueChange={(value) => setField("password", value)}
          error={errors.password}
          autoComplete="new-password"
          required
        />
        <PasswordField
          name="confirmPassword"
          label={<Trans>Confirm password</Trans>}
          value={values.confirmPassword}
          onValueChange={(value) => setField("confirmPassword", value)}
          error={errors.confirmPassword}
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
