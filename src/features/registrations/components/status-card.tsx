import { useLingui } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";
import type { RegistrationRow } from "#db/types.ts";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import type { RegistrationView } from "../data/registration-view.ts";

type Settled = Exclude<RegistrationView, { kind: "join" | "ended" }>;

interface StatusCardProps {
  view: Settled;
  headingRef: Ref<HTMLHeadingElement>;
  /** Show Ticket (the tickets feature renders it) for a registration that has one. */
  ticketButton: ReactNode;
  /** Cancel / leave the waiting list, while allowed. */
  cancelButton: ReactNode;
}

/**
 * The panel once the user has a registration: a place (awaiting confirmation until the server's
 * signed ticket arrives), the waiting list, or how it ended. Each state says it in words and a
 * heading, never by colour alone.
 */
export function StatusCard({ view, headingRef, ticketButton, cancelButton }: StatusCardProps) {
  const { t, i18n } = useLingui();
  const r: RegistrationRow = view.registration;
  const when = (text: string | null) => (text ? formatDate(text, i18n.locale) : "—");
  const content: Record<Settled["kind"], { heading: string; text: string; tone: string }> = {
    registered: {
      heading: t`You're Registered!`,
      text: r.ticketToken
        ? t`Your place is confirmed. Show your ticket at the venue.`
        : t`Awaiting confirmation: your place is saved on this device and will be confirmed once you're back online.`,
      tone: "border-success/40 bg-success/8",
    },
    waitlisted: {
      heading: t`You're on the waiting list`,
      text: t`We'll move you up automatically when a place is freed. Your ticket then appears here and in your tickets.`,
      tone: "border-info/40 bg-info/8",
    },
    attended: {
      heading: t`You attended on ${when(r.attendedAt)}`,
      text: r.attendedAt
        ? t`Checked in at ${formatDateTime(r.attendedAt, i18n.locale)}. We hope you enjoyed it.`
        : t`We hope you enjoyed it.`,
      tone: "border-success/40 bg-success/8",
    },
    no_show: {
      heading: t`Marked as not attended`,
      text: t`The experience ended without your ticket being scanned. If you were there, tell the organiser with the form below.`,
      tone: "border-base-300 bg-base-200/60",
    },
    other: {
      heading: t`Your registration`,
      text: t`This registration has a status this version of the app does not know yet. Reload to update the app.`,
      tone: "border-base-300 bg-base-100",
    },
  };
  const { heading, text, tone } = content[view.kind];
  return (
    <section
      aria-labelledby="registration-heading"
      className={`rounded-box border p-6 shadow-sm ${tone}`}
      data-testid="registration-panel"
      data-status={r.status}
    >
      <h2
        id="registration-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {heading}
      </h2>
      <p className="mt-2 text-base-content/80">{text}</p>
      {ticketButton || cancelButton ? (
        <div className="mt-5 flex flex-col gap-3">
          {ticketButton}
          {cancelButton}
        </div>
      ) : null}
    </section>
  );
}
