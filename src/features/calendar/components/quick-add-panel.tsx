import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { AddToCalendarButton } from "./add-to-calendar-button.tsx";

/** 'Add from Experiences': the first 6 experiences, each with Add to Calendar. */
export function QuickAddPanel({ experiences }: { experiences: readonly ExperienceRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="quick-add-heading" className="rounded-box border border-base-300 p-4">
      <h2 id="quick-add-heading" className="text-lg font-semibold">{t`Add from Experiences`}</h2>
      {experiences.length === 0 ? (
        <p className="mt-2 text-sm">{t`No experiences on this device yet. They arrive with the next sync.`}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {experiences.map((experience) => (
            <li key={experience.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="block font-medium">{experience.title}</span>
                <span className="block text-sm text-base-content/80">
                  {formatExperienceDate(experience.date, i18n.locale)}
                </span>
              </span>
              <AddToCalendarButton
                experience={experience}
                className="btn btn-outline btn-sm min-h-11"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
