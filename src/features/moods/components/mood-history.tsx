import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { MoodEntryRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { formatNumber } from "#domain/money.ts";
import { MOOD_TONES, MoodIcon } from "./mood-icons.tsx";
import { MOOD_LABELS } from "./mood-labels.ts";
import { trendDirection, weeklyMoodTrend } from "./mood-trend.ts";
import { MoodTrendBars } from "./mood-trend-bars.tsx";

const RECENT_LIMIT = 10;

/**
 * The profile's mood history: a short trend over the last four weeks (words first, bars as a
 * picture of the same numbers) and the latest check-ins with their intensity.
 */
export function MoodHistory({ entries, now }: { entries: readonly MoodEntryRow[]; now?: Date }) {
  const { t, i18n } = useLingui();
  const weeks = useMemo(() => weeklyMoodTrend(entries, now ?? new Date()), [entries, now]);
  const thisWeek = weeks.at(-1);
  const lastWeek = weeks.at(-2);
  const format = (n: number) =>
    formatNumber(n, i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const direction = trendDirection(lastWeek?.average ?? null, thisWeek?.average ?? null);
  const average = thisWeek?.average != null ? format(thisWeek.average) : null;
  const count = thisWeek?.count ?? 0;
  const topMood = thisWeek?.topMood ? i18n._(MOOD_LABELS[thisWeek.topMood]) : null;

  return (
    <section aria-labelledby="mood-history-title">
      <h2 id="mood-history-title" className="text-2xl font-semibold">
        {t`Mood history`}
      </h2>
      <div className="mt-4 grid gap-6 rounded-box border border-base-300 bg-base-100 p-5 md:grid-cols-2">
        <div className="flex flex-col gap-1.5" data-testid="mood-trend-summary">
          <p className="text-lg font-semibold">
            {average !== null
              ? t`Average intensity this week: ${average}`
              : t`No check-ins in the last 7 days`}
          </p>
          {count > 0 ? (
            <p className="text-base-content/80">
              {plural(count, { one: "# check-in this week", other: "# check-ins this week" })}
              {topMood ? ` · ${t`Most often: ${topMood}`}` : null}
            </p>
          ) : null}
          {direction ? (
            <p className="text-base-content/80">
              {direction === "up"
                ? t`Stronger feelings than the week before.`
                : direction === "down"
                  ? t`Milder feelings than the week before.`
                  : t`About as intense as the week before.`}
            </p>
          ) : null}
        </div>
        <MoodTrendBars weeks={weeks} format={format} />
      </div>
      <h3 className="mt-6 mb-3 text-lg font-semibold">{t`Recent check-ins`}</h3>
      <ol className="grid gap-2" data-testid="mood-entries">
        {entries.slice(0, RECENT_LIMIT).map((entry) => (
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
                  {formatDate(new Date(entry.createdAt), i18n.locale, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}
                </time>
              </p>
              {entry.notes ? (
                <p className="mt-1 text-sm break-words text-base-content/80">{entry.notes}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
