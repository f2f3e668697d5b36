import { useLingui } from "@lingui/react/macro";
import type { RegistrationRow } from "#db/types.ts";
import { formatDateTime } from "#domain/dates.ts";
import { holdsPlace } from "#domain/registration-lifecycle.ts";
import { ticketRef } from "#domain/ticket-token.ts";
import { TicketQr } from "./ticket-qr.tsx";

/** The ticket's state in words (never by colour alone), for the ticket and the tickets list. */
export function useTicketStatus() {
  const { t, i18n } = useLingui();
  return (r: RegistrationRow): { label: string; badge: string } => {
    if (r.status === "attended") {
      return {
        label: r.attendedAt
          ? t`Attended · checked in ${formatDateTime(r.attendedAt, i18n.locale)}`
          : t`Attended`,
        badge: "badge-success",
      };
    }
    if (r.status === "cancelled") return { label: t`Cancelled`, badge: "badge-error" };
    if (r.status === "waitlisted") return { label: t`On the waiting list`, badge: "badge-info" };
    if (r.status === "no_show") return { label: t`Not attended`, badge: "badge-neutral" };
    return r.ticketToken
      ? { label: t`Confirmed`, badge: "badge-success" }
      : { label: t`Awaiting confirmation`, badge: "badge-warning" };
  };
}

/**
 * The code to show at the door: the QR of the server-signed token and the short ticket id door
 * staff can look a ticket up by. Before the server confirmed the registration there is no token
 * yet, and a cancelled ticket is no longer valid: then the words say so instead of a code.
 */
export function TicketCode({ registration }: { registration: RegistrationRow }) {
  const { t } = useLingui();
  const ref = ticketRef(registration.id);
  if (!holdsPlace(registration.status)) {
    return (
      <div className="py-6 text-center" data-testid="ticket-invalid">
        <p className="font-semibold">{t`This ticket is not valid`}</p>
        <p className="mt-1 text-sm text-base-content/80">
          {registration.status === "cancelled"
            ? t`The registration was cancelled. Register again on the experience page while places are left.`
            : t`There is no place to show a ticket for.`}
        </p>
      </div>
    );
  }
  return (
    <>
      {registration.ticketToken ? (
        <>
          <TicketQr token={registration.ticketToken} />
          <p className="text-sm text-base-content/80">{t`Show this code at the entrance.`}</p>
        </>
      ) : (
        <div className="py-6 text-center" data-testid="ticket-awaiting">
          <p className="font-semibold">{t`Awaiting confirmation`}</p>
          <p className="mt-1 text-sm text-base-content/80">
            {t`Your QR code appears here once your registration reaches CultureWell. Connect to the internet to confirm it.`}
          </p>
        </div>
      )}
      <p className="text-sm" data-testid="ticket-ref">
        {t`Ticket ID`}{" "}
        <span className="font-mono text-base font-semibold tracking-widest">{ref}</span>
      </p>
    </>
  );
}
