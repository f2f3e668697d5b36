import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { experienceToIcs, icsFileName } from "#domain/calendar-from-experience.ts";
import { downloadText } from "#ui/download-file.ts";

/** "Download .ics": the experience as an iCalendar file for any calendar app. */
export function DownloadIcsButton({
  experience,
  className,
}: {
  experience: ExperienceRow;
  className?: string;
}) {
  const { t } = useLingui();
  const download = () => {
    const ics = experienceToIcs(experience, new Date(), {
      url: `${location.origin}/experience/${experience.id}`,
      benefitLabel: t`Wellbeing benefit`,
    });
    downloadText(ics, icsFileName(experience.title), "text/calendar;charset=utf-8");
  };
  return (
    <button type="button" className={className ?? "btn btn-ghost min-h-11"} onClick={download}>
      {t`Download .ics`}
    </button>
  );
}
