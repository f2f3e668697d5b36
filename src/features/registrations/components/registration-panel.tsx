import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import type { RegistrationRow } from "#db/types.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { isFullRejection } from "../data/registration-rejections.ts";
import { registerForExperience } from "../data/registrations-repo.ts";
import { useRegistrationRejection } from "../hooks/use-registration-status.ts";
import { useRegistration } from "../hooks/use-registrations.ts";

interface RegistrationPanelProps {
  experienceId: string;
  /** The Show Ticket control for a registration (the tickets feature renders it). */
  renderTicketButton: (registration: RegistrationRow) => ReactNode;
}

const CARD = "rounded-box border border-base-300 bg-base-100 p-6 shadow-sm";

/**
 * "Join This Experience" (spec §2). Get Free Ticket registers at once on this device (offline
 * too) and the panel becomes "You're Registered!" with Show Ticket; until the server has the
 * registration the ticket awaits confirmation. A registration the server refused is shown as
 * not confirmed, with its reason; when the reason is that the experience is full, the button
 * stays disabled.
 */
export function RegistrationPanel({ experienceId, renderTicketButton }: RegistrationPanelProps) {
  const { t } = useLingui();
  const localize = useReasonText();
  const registration = useRegistration(experienceId);
  const rejection = useRegistrationRejection(experienceId);
  const registeredHeading = useRef<HTMLHeadingElement>(null);
  const justRegistered = useRef(false);
  const register = useAsyncAction(
    async () => {
      justRegistered.current = true;
      await registerForExperience(experienceId);
    },
    {
      success: {
        title: t`Registration successful!`,
        description: t`You've been registered for this experience. Check your profile for details.`,
      },
      failure: {
        title: t`Registration failed`,
        description: t`Failed to register for experience. Please try again.`,
      },
      onError: () => {
        justRegistered.current = false;
      },
    },
  );

  // The button the user pressed is gone: move focus to what replaced it.
  useEffect(() => {
    if (registration && justRegistered.current) {
      justRegistered.current = false;
      registeredHeading.current?.focus();
    }
  }, [registration]);

  if (registration === undefined || rejection === undefined) {
    return <div className={`${CARD} skeleton h-48`} aria-hidden="true" />;
  }

  if (registration) {
    const confirmed = Boolean(registration.ticketToken);
    return (
      <section
        aria-labelledby="registration-heading"
        className="rounded-box border border-success/40 bg-success/8 p-6 shadow-sm"
        data-testid="registration-panel"
      >
        <h2
          id="registration-heading"
          ref={registeredHeading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t`You're Registered!`}
        </h2>
        <p className="mt-2 text-base-content/80">
          {confirmed
            ? t`Your place is confirmed. Show your ticket at the venue.`
            : t`Awaiting confirmation: your place is saved on this device and will be confirmed once you're back online.`}
        </p>
        <div className="mt-5">{renderTicketButton(registration)}</div>
      </section>
    );
  }

  const full = isFullRejection(rejection);
  return (
    <section aria-labelledby="join-heading" className={CARD} data-testid="registration-panel">
      <h2 id="join-heading" className="text-xl font-semibold">
        {t`Join This Experience`}
      </h2>
      <p className="mt-2 text-base-content/80">
        {t`Registration is free. Your ticket works offline, too.`}
      </p>
      {rejection ? (
        <div role="alert" className="alert alert-error alert-soft mt-4 items-start">
          <div>
            <p className="font-semibold">{t`Not confirmed`}</p>
            <p className="text-sm">
              {localize(rejection.code, t`Your registration could not be confirmed.`)}
            </p>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-block mt-5 min-h-12"
        onClick={() => void register.run()}
        disabled={full}
      >
        {full ? t`This experience is full` : rejection ? t`Try Again` : t`Get Free Ticket`}
      </button>
    </section>
  );
}
