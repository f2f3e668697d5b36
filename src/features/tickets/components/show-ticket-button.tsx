import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useSession } from "#session/use-session.ts";
import { TicketDialog } from "./ticket-dialog.tsx";

interface ShowTicketButtonProps {
  experience: ExperienceRow;
  registration: RegistrationRow;
  className?: string;
}

/** 'Show Ticket': opens the ticket dialog for one registration. */
export function ShowTicketButton({ experience, registration, className }: ShowTicketButtonProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? "btn btn-primary btn-block min-h-12"}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t`Show Ticket`}
      </button>
      {open ? (
        <TicketDialog
          open={open}
          onClose={() => setOpen(false)}
          experience={experience}
          registration={registration}
          attendee={user?.username}
        />
      ) : null}
    </>
  );
}
