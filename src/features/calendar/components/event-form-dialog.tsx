import { useLingui } from "@lingui/react/macro";
import type { CalendarEventRow } from "#db/types.ts";
import { SubmitButton, TextAreaField, TextField } from "#ui/form/index.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { useEventForm } from "../hooks/use-event-form.ts";

interface EventFormDialogProps {
  open: boolean;
  /** The event to edit; null adds a new one. */
  event: CalendarEventRow | null;
  onClose: () => void;
}

/** The calendar's Add Event / Edit Event dialog. */
export function EventFormDialog({ open, event, onClose }: EventFormDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} title={event ? t`Edit Event` : t`Add Event`} onClose={onClose}>
      {/* Keyed by the event so reopening starts from its current values. */}
      <EventForm key={event?.id ?? "new"} event={event} onClose={onClose} />
    </ModalDialog>
  );
}

function EventForm({ event, onClose }: { event: CalendarEventRow | null; onClose: () => void }) {
  const { t } = useLingui();
  const { form, pending, timeError, onSubmit } = useEventForm(event, onClose);
  const { bind } = form;
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <TextField label={t`Event Title`} required {...bind("title")} maxLength={100} />
      <TextAreaField label={t`Description`} {...bind("description")} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Start Time`}
          type="datetime-local"
          required
          {...bind("startTime")}
          error={timeError("startTime")}
        />
        <TextField
          label={t`End Time`}
          type="datetime-local"
          required
          {...bind("endTime")}
          error={timeError("endTime")}
        />
      </div>
      <TextField label={t`Location`} {...bind("location")} autoComplete="off" />
      <TextField
        label={t`Category`}
        {...bind("category")}
        description={t`For example visual-arts, music or theatre. Leave empty for personal.`}
      />
      <div className="modal-action mt-2">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
          {t`Cancel`}
        </button>
        <SubmitButton pending={pending} pendingLabel={event ? t`Saving...` : t`Creating...`}>
          {event ? t`Save Changes` : t`Create Event`}
        </SubmitButton>
      </div>
    </form>
  );
}
