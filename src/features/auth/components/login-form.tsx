import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { PasswordField, SubmitButton, TextField } from "#ui/form/index.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";
import { useLoginForm } from "../hooks/use-login-form.ts";
import { AuthCard } from "./auth-card.tsx";

export interface LoginPageProps {
  /** A same-origin path to return to after signing in; otherwise the user's dashboard. */
  redirectTo?: string | undefined;
}

/** The sign-in screen (/login): username and password. */
export function LoginPage({ redirectTo }: LoginPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const { pending, bind, submit } = useLoginForm(redirectTo);

  return (
    <AuthCard
      heading={<Trans>Sign in</Trans>}
      lead={<Trans>Welcome back. Sign in to continue your wellbeing journey.</Trans>}
      footer={
        <p>
          <Trans>Don't have an account?</Trans>{" "}
          <Link to="/signup" className="link link-primary font-medium">
            <Trans>Create one — invitation required</Trans>
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={<Trans>Username</Trans>}
          {...bind("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          {...bind("password")}
          autoComplete="current-password"
          required
        />
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Signing in...</Trans>}
          className="btn btn-primary btn-block min-h-12"
        >
          <Trans>Sign In</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
