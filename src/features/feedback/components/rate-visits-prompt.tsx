import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatDate } from "#domain/dates.ts";
import type { UnratedVisit } from "../data/feedback-repo.ts";

const SHOWN = 3;

/**
 * Home's nudge after a visit (decision 0012): the experiences the door checked the user in to that
 * they have not rated yet, each linking to its page's "How was it?". Shows nothing when there
 * are none (no empty box on home). Home reads them (`useUnratedVisits`) before it draws what
 * follows, so the prompt never pushes the page down once it is on screen.
 */
export function RateVisitsPrompt({ visits }: { visits: readonly UnratedVisit[] }) {
  const { t, i18n } = useLingui();
  if (visits.length === 0) return null;
  const more = visits.length - SHOWN;
  return (
    <section
      aria-labelledby="rate-visits-title"
      className="my-6 rounded-box border border-primary/30 bg-primary/8 p-5 sm:p-6"
      data-testid="rate-visits"
    >
      <h2 id="rate-visits-title" className="text-xl font-semibold">
        {t`How was your visit?`}
      </h2>
      <p className="mt-1 text-base-content/80">
        {t`A quick rating helps the organisers, and logging how you felt shows what culture does for your mood.`}
      </p>
      <ul className="mt-4 grid gap-2">
        {visits.slice(0, SHOWN).map(({ experience, attendedAt }) => {
          const when = formatDate(attendedAt ?? experience.date, i18n.locale, {
            dateStyle: "medium",
          });
          return (
            <li
              key={experience.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-box bg-base-100 p-3"
            >
              <span className="min-w-0">
                <span className="block font-medium break-words">{experience.title}</span>
                <span className="text-sm text-base-content/80">{t`Attended ${when}`}</span>
              </span>
              <Link
                to="/experience/$id"
                params={{ id: experience.id }}
                hash="feedback"
                className="btn btn-primary btn-sm min-h-11"
              >
                {t`Rate it`}
                <span className="sr-only">: {experience.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-3 text-sm text-base-content/80">
          {plural(more, { one: "# more visit to rate", other: "# more visits to rate" })}
        </p>
      ) : null}
    </section>
  );
}
