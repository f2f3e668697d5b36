import { useLingui } from "@lingui/react/macro";
import type { CalendarEventRow } from "#db/types.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { deleteCalendarEvent } from "../data/calendar-repo.ts";

/** "Delete this event?" with its title; deleting is local first and synced once. */
export function DeleteEventDialog({
  event,
  onClose,
}: {
  event: CalendarEventRow | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const localize = useReasonText();
  const remove = useAsyncAction((id: string) => deleteCalendarEvent(id), {
    success: { title: t`Event deleted` },
    failure: (error) => ({
      title: t`Error`,
      description: localize(refusalCode(error), t`The event could not be deleted.`),
    }),
    onSuccess: () => onClose(),
  });
  return (
    <ModalDialog open={event !== null} title={t`Delete this event?`} onClose={onClose}>
      <p className="mt-3">{t`“${event?.title ?? ""}” and its reminder will be removed from your calendar.`}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
          {t`Keep Event`}
        </button>
        <button
          type="button"
          className="btn btn-error min-h-11"
          disabled={remove.pending}
          aria-busy={remove.pending || undefined}
          onClick={() => event && void remove.run(event.id)}
        >
          {remove.pending ? t`Deleting...` : t`Delete Event`}
        </button>
      </div>
    </ModalDialog>
  );
}
