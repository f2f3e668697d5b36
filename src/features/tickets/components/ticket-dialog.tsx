import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { isFree } from "#domain/money.ts";
import { canCancel } from "#domain/registration-lifecycle.ts";
import { CancelRegistrationButton } from "#features/registrations/index.ts";
import { CloseIcon } from "#ui/icons.tsx";
import { TicketCode, useTicketStatus } from "./ticket-code.tsx";

interface TicketDialogProps {
  open: boolean;
  onClose: () => void;
  experience: ExperienceRow;
  registration: RegistrationRow;
  /** The attendee's username; 'Guest' when unknown. */
  attendee: string | null | undefined;
}

/** The short ticket id printed under the QR code: '#{experienceId}-{userId}'. */
export function ticketId(experienceId: string, userId: string): string {
  return `#${experienceId}-${userId}`;
}

/**
 * The ticket: title, category, date, venue, location, the price (FREE, or what is paid
 * at the venue: a paid ticket never says free), attendee, reference, status, the QR code of the
 * server-signed token with the short ticket id under it, and "arrive 15 minutes early"; Cancel
 * registration while allowed. Everything comes from this device, so it opens offline.
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
  const statusOf = useTicketStatus();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const status = statusOf(registration);
  const rows: [string, string][] = [
    [t`Date`, fmt.date(e.date)],
    [t`Venue`, e.venue],
    [t`Location`, e.location],
    [t`Attendee`, attendee || t`Guest`],
    [t`Reference`, ticketId(e.id, registration.userId)],
    [t`Status`, status.label],
  ];
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={() => onClose()}
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
            {isFree(e.price) ? (
              <span className="badge badge-success font-bold tracking-wide">{t`FREE`}</span>
            ) : (
              <span className="badge badge-outline font-semibold" data-testid="ticket-price">
                {t`${fmt.price(e.price)} · pay at the venue`}
              </span>
            )}
          </div>
          <h3 className="text-xl font-bold text-balance">{e.title}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-base-content/70">{label}</dt>
                {/* Long unbroken values (the reference) may break anywhere; words still wrap at spaces. */}
                <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col items-center gap-2 rounded-box bg-base-200 p-4">
            <TicketCode registration={registration} />
          </div>
          <p className="text-sm">{t`Please arrive 15 minutes early.`}</p>
          {canCancel(registration.status, e.date, new Date()) ? (
            <CancelRegistrationButton
              experienceId={e.id}
              experienceTitle={e.title}
              waitlisted={registration.status === "waitlisted"}
            />
          ) : null}
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
