import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { MoodEntryRow } from "#db/types.ts";
import { formatNumber } from "#domain/money.ts";
import { useAttendedVisits } from "../hooks/use-moods.ts";
import { MoodDayList } from "./mood-day-list.tsx";
import { MOOD_LABELS } from "./mood-labels.ts";
import { trendDirection, weeklyMoodTrend } from "./mood-trend.ts";
import { MoodTrendBars } from "./mood-trend-bars.tsx";
import { MoodVisitsAndInsight } from "./mood-visits-and-insight.tsx";

const RECENT_LIMIT = 20;

/**
 * The profile's mood history: a short trend over the last four weeks (words first, bars as a
 * picture of the same numbers), the insight and the moods around attended visits, and the
 * latest check-ins grouped by day with their time of day.
 */
export function MoodHistory({ entries, now }: { entries: readonly MoodEntryRow[]; now?: Date }) {
  const { t, i18n } = useLingui();
  const visits = useAttendedVisits();
  const titles = useMemo(
    () => new Map((visits ?? []).map((v) => [v.experienceId, v.title])),
    [visits],
  );
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
      <MoodVisitsAndInsight entries={entries} visits={visits} />
      <h3 className="mt-8 mb-3 text-lg font-semibold">{t`Recent check-ins`}</h3>
      <MoodDayList entries={entries.slice(0, RECENT_LIMIT)} titles={titles} />
    </section>
  );
}
