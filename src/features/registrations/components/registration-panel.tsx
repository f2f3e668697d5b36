import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { registrationView } from "../data/registration-view.ts";
import { registerForExperience } from "../data/registrations-repo.ts";
import { useRegistrationRejection } from "../hooks/use-registration-status.ts";
import { useRegistration } from "../hooks/use-registrations.ts";
import { CancelRegistrationButton } from "./cancel-registration-button.tsx";
import { EndedCard } from "./ended-card.tsx";
import { JoinCard } from "./join-card.tsx";
import { StatusCard } from "./status-card.tsx";

interface RegistrationPanelProps {
  experience: ExperienceRow;
  /** The Show Ticket control for a registration (the tickets feature renders it). */
  renderTicketButton: (registration: RegistrationRow) => ReactNode;
}

/**
 * "Join This Experience" through the registration's life cycle (docs/product.md "Rules"): join
 * (a place, or the waiting list when full), registered with Show Ticket and Cancel, waiting,
 * cancelled (join again), attended, not attended; once the experience is over, nothing to join.
 * Every change is made on this device at once (offline too); the server's row replaces ours
 * when it arrives. A registration the server refused is shown
 * with its reason. When the user's action replaces the button they pressed, focus moves to the
 * new heading.
 */
export function RegistrationPanel({ experience, renderTicketButton }: RegistrationPanelProps) {
  const { t } = useLingui();
  const registration = useRegistration(experience.id);
  const rejection = useRegistrationRejection(experience.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const register = useAsyncAction(
    async () => {
      moveFocus.current = true;
      return registerForExperience(experience.id);
    },
    {
      success: ({ status }) =>
        status === "waitlisted"
          ? {
              title: t`You're on the waiting list`,
              description: t`We'll move you up automatically when a place is freed.`,
            }
          : {
              title: t`Registration successful!`,
              description: t`You've been registered for this experience. Check your profile for details.`,
            },
      failure: {
        title: t`Registration failed`,
        description: t`Failed to register for experience. Please try again.`,
      },
      onError: () => {
        moveFocus.current = false;
      },
    },
  );

  // The button the user pressed is gone (registered, or cancelled through the dialog, whose
  // opener then vanished): move focus to the heading that replaced it, not back to the page top.
  const status = registration === undefined ? "loading" : (registration?.status ?? "none");
  const lastStatus = useRef(status);
  useEffect(() => {
    const changed = lastStatus.current !== "loading" && lastStatus.current !== status;
    lastStatus.current = status;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (status !== "loading" && (moveFocus.current || (changed && focusLost))) {
      moveFocus.current = false;
      heading.current?.focus();
    }
  }, [status]);

  if (registration === undefined || rejection === undefined) {
    return (
      <div
        className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm skeleton h-48"
        aria-hidden="true"
      />
    );
  }
  const view = registrationView(experience, registration, rejection, new Date());
  if (view.kind === "ended") return <EndedCard headingRef={heading} />;
  if (view.kind === "join") {
    return (
      <JoinCard
        offer={view.offer}
        price={experience.price}
        cancelled={view.cancelled}
        rejection={view.rejection}
        busy={register.pending}
        onJoin={() => void register.run()}
        headingRef={heading}
      />
    );
  }
  const hasTicket = view.kind === "registered" || view.kind === "attended";
  const cancellable =
    (view.kind === "registered" || view.kind === "waitlisted") && view.cancellable;
  return (
    <StatusCard
      view={view}
      headingRef={heading}
      ticketButton={hasTicket ? renderTicketButton(view.registration) : null}
      cancelButton={
        cancellable ? (
          <CancelRegistrationButton
            experienceId={experience.id}
            experienceTitle={experience.title}
            waitlisted={view.kind === "waitlisted"}
          />
        ) : null
      }
    />
  );
}
