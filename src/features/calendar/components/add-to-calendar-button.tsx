import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { experienceTimes } from "#domain/calendar-from-experience.ts";
import { formatDateTime } from "#domain/dates.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { addExperienceToCalendar } from "../data/calendar-repo.ts";
import { useExperienceIdsOnCalendar } from "../hooks/use-experiences-on-calendar.ts";

interface AddToCalendarButtonProps {
  experience: ExperienceRow;
  className?: string;
}

/**
 * "Add to Calendar" (docs/calendar-feed.md): an event at the experience's real time and
 * duration (18:00–20:00 on its day only when the listing gives no time), with the description
 * and a 'Wellbeing benefit' line in the user's language.
 * Saved locally first, so it works offline. An experience already on the calendar, added or
 * booked (a booking is on it as its registration, with its badge and venue), is not added
 * again: the button says so and does nothing.
 */
export function AddToCalendarButton({ experience, className }: AddToCalendarButtonProps) {
  const { t, i18n } = useLingui();
  const localize = useReasonText();
  const onCalendar = useExperienceIdsOnCalendar();
  const added = onCalendar?.has(experience.id) ?? false;

  const add = useAsyncAction(() => addExperienceToCalendar(experience, t`Wellbeing benefit`), {
    success: {
      title: t`Added to Calendar`,
      description: t`“${experience.title}” is in your calendar: ${formatDateTime(experienceTimes(experience, new Date()).start, i18n.locale)}.`,
    },
    failure: (error) => ({
      title: t`Error`,
      description: localize(refusalCode(error), t`Failed to create calendar event.`),
    }),
  });

  return (
    <button
      type="button"
      className={className ?? "btn btn-outline min-h-11"}
      onClick={() => {
        if (!added) void add.run();
      }}
      aria-disabled={added || undefined}
    >
      {added ? t`In Your Calendar` : t`Add to Calendar`}
    </button>
  );
}
