import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { experienceToIcs, icsFileName } from "#domain/calendar-from-experience.ts";

/** Saves text as a file through a Blob and a temporary object URL (no network, CSP allows blob:). */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    downloadTextFile(ics, icsFileName(experience.title), "text/calendar;charset=utf-8");
  };
  return (
    <button type="button" className={className ?? "btn btn-ghost min-h-11"} onClick={download}>
      {t`Download .ics`}
    </button>
  );
}
