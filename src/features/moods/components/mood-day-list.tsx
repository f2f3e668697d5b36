import { useLingui } from "@lingui/react/macro";
import type { MoodEntryRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { groupByDay } from "./mood-days.ts";
import { MOOD_TONES, MoodIcon } from "./mood-icons.tsx";
import { MOOD_LABELS } from "./mood-labels.ts";

/**
 * Recent check-ins, one heading per day and each entry's time of day. An entry logged for a
 * visit ("How was it?") names the experience when this device knows it.
 */
export function MoodDayList({
  entries,
  titles,
}: {
  entries: readonly MoodEntryRow[];
  /** Experience id → title, for moods logged after a visit. */
  titles: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-5" data-testid="mood-entries">
      {groupByDay(entries).map((day) => (
        <section key={day.key} aria-labelledby={`mood-day-${day.key}`}>
          <h4 id={`mood-day-${day.key}`} className="mb-2 font-semibold">
            <time dateTime={day.key}>
              {formatDate(day.date, i18n.locale, { dateStyle: "full" })}
            </time>
          </h4>
          <ol className="grid gap-2">
            {day.entries.map((entry) => {
              const visit = entry.experienceId ? titles.get(entry.experienceId) : undefined;
              return (
                <li
                  key={entry.id}
                  className="flex items-start gap-3 rounded-box border border-base-300 bg-base-100 p-3"
                >
                  <span
                    className={`grid size-10 shrink-0 place-items-center rounded-full ${MOOD_TONES[entry.mood]}`}
                  >
                    <MoodIcon mood={entry.mood} className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium">
                        {i18n._(MOOD_LABELS[entry.mood])}{" "}
                        <span className="text-base-content/80">{t`intensity ${entry.intensity}/10`}</span>
                      </span>
                      <time dateTime={entry.createdAt} className="text-sm text-base-content/75">
                        {formatDate(new Date(entry.createdAt), i18n.locale, { timeStyle: "short" })}
                      </time>
                    </p>
                    {entry.experienceId ? (
                      <p className="mt-1 text-sm text-base-content/80">
                        {visit ? t`After your visit: ${visit}` : t`After a visit`}
                      </p>
                    ) : null}
                    {entry.notes ? (
                      <p className="mt-1 text-sm break-words text-base-content/80">{entry.notes}</p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
