import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useNewsletterForm } from "../hooks/use-newsletter-form.ts";

/** Newsletter sign-up (spec §2 /landing, §4, §5, §8). */
export function NewsletterForm() {
  const { t } = useLingui();
  const { email, error, submitting, setEmail, submit } = useNewsletterForm();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="w-full max-w-lg">
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        <Trans>Email address</Trans>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`Enter your email address`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`input input-lg w-full sm:flex-1 ${error ? "input-error" : ""}`}
        />
        <button type="submit" className="btn btn-primary btn-lg min-h-12" disabled={submitting}>
          {submitting ? <Trans>Subscribing...</Trans> : <Trans>Subscribe</Trans>}
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          className="mt-2 text-sm font-medium text-[color-mix(in_oklab,var(--color-error,oklch(58%_0.2_27))_55%,var(--color-base-content))]"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
