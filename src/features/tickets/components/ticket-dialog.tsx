import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useExperienceFormat } from "#features/experiences/index.ts";
import { CloseIcon } from "#ui/icons.tsx";
import { TicketQr } from "./ticket-qr.tsx";

interface TicketDialogProps {
  open: boolean;
  onClose: () => void;
  experience: ExperienceRow;
  registration: RegistrationRow;
  /** The attendee's username; 'Guest' when unknown. */
  attendee: string | null | undefined;
}

/** '#{experienceId}-{userId}' (spec §2 Ticket). */
export function ticketId(experienceId: string, userId: string): string {
  return `#${experienceId}-${userId}`;
}

/**
 * The ticket (spec §2): title, category, date, venue, location, FREE, attendee, ticket id, a QR
 * code of the server-signed token, and "arrive 15 minutes early". Everything comes from this
 * device, so it opens offline. Before the server confirmed the registration there is no token
 * yet: the ticket says it awaits confirmation instead of showing a code nobody could verify.
 *
 * A native `<dialog>` opened with showModal(): focus moves in and is trapped, Escape closes, the
 * page behind is inert, and focus returns to the opener afterwards.
 */
export function TicketDialog({
  open,
  onClose,
  experience: e,
  registration,
  attendee,
}: TicketDialogProps) {
  const { t } = useLingui();
  const fmt = useExperienceFormat();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const rows: [string, string][] = [
    [t`Date`, fmt.date(e.date)],
    [t`Venue`, e.venue],
    [t`Location`, e.location],
    [t`Attendee`, attendee || t`Guest`],
    [t`Ticket ID`, ticketId(e.id, registration.userId)],
  ];
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={() => onCloseRef.current()}
      data-testid="ticket-dialog"
    >
      <div className="modal-box max-w-md p-0">
        <div className="flex items-center justify-between gap-4 border-b border-dashed border-base-300 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t`Your Ticket`}
          </h2>
          <button
            type="button"
            className="btn btn-circle btn-ghost size-11"
            onClick={() => ref.current?.close()}
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t`Close`}</span>
          </button>
        </div>
        <div className="flex flex-col gap-4 px-6 py-5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="badge badge-primary">{fmt.category(e.category)}</span>
            <span className="badge badge-success font-bold tracking-wide">{t`FREE`}</span>
          </div>
          <h3 className="text-xl font-bold text-balance">{e.title}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-base-content/70">{label}</dt>
                {/* Long unbroken values (the ticket id) may break anywhere; words still wrap at spaces. */}
                <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col items-center gap-2 rounded-box bg-base-200 p-4">
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
          </div>
          <p className="text-sm">{t`Please arrive 15 minutes early.`}</p>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          {t`Close`}
        </button>
      </form>
    </dialog>
  );
}
