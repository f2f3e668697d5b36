import { useLingui } from "@lingui/react/macro";
import type { MoodEntryRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { moodScore } from "#domain/mood-valence.ts";
import type { VisitMoods as Around } from "#domain/mood-visits.ts";
import type { AttendedVisit } from "../data/moods-repo.ts";
import { MOOD_LABELS } from "./mood-labels.ts";
import { useMoodScoreFormat } from "./use-mood-score.ts";

const SHOWN = 5;

/**
 * Before and after each attended visit: the mood on arrival, else the one logged closest before
 * (within a day), and the visit's own mood or the first within a day after, and the change in
 * mood score (src/domain/mood-visits.ts). Words carry every value; nothing is told by colour.
 */
export function VisitMoods({ rows }: { rows: readonly Around<AttendedVisit, MoodEntryRow>[] }) {
  const { t, i18n } = useLingui();
  const score = useMoodScoreFormat().signed;
  const moodText = (entry: MoodEntryRow | null) =>
    entry
      ? t`${i18n._(MOOD_LABELS[entry.mood])} ${entry.intensity}/10 (score ${score(moodScore(entry))})`
      : t`not logged`;
  return (
    <section aria-labelledby="visit-moods-title" className="mt-8">
      <h3 id="visit-moods-title" className="text-lg font-semibold">
        {t`Before and after your visits`}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 rounded-box bg-base-200/70 p-4">
          {t`Experiences you are checked in to at the door appear here, with your mood before and after.`}
        </p>
      ) : (
        <ol className="mt-3 grid gap-2" data-testid="visit-moods">
          {rows.slice(0, SHOWN).map(({ visit, before, after }) => {
            const change = before && after ? moodScore(after) - moodScore(before) : null;
            return (
              <li
                key={visit.experienceId}
                className="rounded-box border border-base-300 bg-base-100 p-3"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium break-words">{visit.title}</span>
                  <time dateTime={visit.attendedAt} className="text-sm text-base-content/75">
                    {formatDate(visit.attendedAt, i18n.locale, { dateStyle: "medium" })}
                  </time>
                </p>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="inline font-medium">
                      {before?.moment === "arrival" ? t`On arrival:` : t`Before:`}
                    </dt>{" "}
                    <dd className="inline text-base-content/80">{moodText(before)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">{t`After:`}</dt>{" "}
                    <dd className="inline text-base-content/80">{moodText(after)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">{t`Change:`}</dt>{" "}
                    <dd className="inline text-base-content/80">
                      {change === null ? t`needs both moods` : t`${score(change)} points`}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
