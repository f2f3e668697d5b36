import { Trans, useLingui } from "@lingui/react/macro";
import { FieldError, SubmitButton, useField } from "#ui/form/index.ts";
import { useNewsletterForm } from "../hooks/use-newsletter-form.ts";

/** Newsletter sign-up on /landing: the button shares the input's row. */
export function NewsletterForm() {
  const { t } = useLingui();
  const { email, error, pending, setEmail, submit } = useNewsletterForm();
  const { control, errorId } = useField({ name: "email", error });
  return (
    <form noValidate onSubmit={submit} className="w-full max-w-lg">
      <label htmlFor={control.id} className="mb-2 block text-sm font-medium">
        <Trans>Email address</Trans>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`Enter your email address`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending}
          className={
            error
              ? "input input-lg input-error w-full sm:flex-1"
              : "input input-lg w-full sm:flex-1"
          }
        />
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Subscribing...</Trans>}
          className="btn btn-primary btn-lg min-h-12"
        >
          <Trans>Subscribe</Trans>
        </SubmitButton>
      </div>
      <FieldError id={errorId} message={error} className="mt-2" />
    </form>
  );
}
