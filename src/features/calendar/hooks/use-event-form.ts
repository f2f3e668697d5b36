import { useLingui } from "@lingui/react/macro";
import type { CalendarEventRow } from "#db/types.ts";
import { calendarEventInputSchema } from "#domain/calendar-schemas.ts";
import { toDateTimeLocalValue } from "#domain/dates.ts";
import { R } from "#domain/reasons.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { createCalendarEvent, updateCalendarEvent } from "../data/calendar-repo.ts";

export interface EventFormValues {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  location: string;
  category: string;
}

const FIELDS = ["title", "description", "startTime", "endTime", "location", "category"] as const;

function initialValues(event: CalendarEventRow | null): EventFormValues {
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    startTime: toDateTimeLocalValue(event?.startTime),
    endTime: toDateTimeLocalValue(event?.endTime),
    location: event?.location ?? "",
    category: event?.category ?? "",
  };
}

/**
 * The Add/Edit Event dialog's form: title, start and end
 * required, checked with the shared schema; an unreadable time reads "Invalid start time: <the
 * value>". Saving is local and queued, so it succeeds offline; `onSaved` closes the dialog.
 */
export function useEventForm(event: CalendarEventRow | null, onSaved: () => void) {
  const { t } = useLingui();
  const localize = useReasonText();
  const form = useValidatedForm({
    schema: calendarEventInputSchema,
    initial: () => initialValues(event),
    fields: FIELDS,
  });

  const save = useAsyncAction(
    (input: EventFormValues) => {
      // An edit keeps what the dialog does not show: an experience event stays linked.
      const kind = event
        ? { eventType: event.eventType, experienceId: event.experienceId }
        : { eventType: "custom" as const };
      return event
        ? updateCalendarEvent(event.id, { ...input, ...kind })
        : createCalendarEvent({ ...input, ...kind });
    },
    {
      success: event
        ? { title: t`Event updated` }
        : (_r, input) => ({ title: t`Event created`, description: input.title }),
      failure: (error) => ({
        title: t`Error`,
        description: localize(refusalCode(error), t`Failed to create calendar event.`),
      }),
      expected: (error) => error instanceof LocalValidationError,
      onError: (error) => {
        if (error instanceof LocalValidationError) form.showErrors(error.errors);
      },
      onSuccess: () => onSaved(),
    },
  );

  /** The time message names the value that could not be read. */
  const timeError = (field: "startTime" | "endTime") => {
    const shown = form.errors[field];
    const invalid = localize(field === "startTime" ? R.start_time_invalid : R.end_time_invalid);
    return shown === invalid ? `${invalid}: ${form.values[field]}` : shown;
  };

  return {
    form,
    pending: save.pending,
    timeError,
    onSubmit: form.handleSubmit(() => void save.run(form.values)),
  };
}
