import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { WeekSummary } from "./mood-trend.ts";

/**
 * Average intensity per week as bars. Each bar's week and value are real text under it, so the
 * list reads well without the picture; the bars themselves are hidden from assistive tech.
 */
export function MoodTrendBars({
  weeks,
  format,
}: {
  weeks: readonly WeekSummary[];
  format: (n: number) => string;
}) {
  const { t } = useLingui();
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{t`Average intensity by week`}</figcaption>
      <ol className="grid h-40 grid-cols-4 gap-3">
        {weeks.map((week) => {
          const label =
            week.weeksAgo === 0
              ? t`This week`
              : plural(week.weeksAgo, { one: "# week ago", other: "# weeks ago" });
          const value = week.average !== null ? format(week.average) : t`none`;
          return (
            <li key={week.weeksAgo} className="flex h-full flex-col items-center gap-1">
              <span
                className={`text-sm tabular-nums ${week.average !== null ? "font-semibold" : "text-base-content/75"}`}
              >
                {value}
              </span>
              <span aria-hidden="true" className="flex w-full flex-1 items-end justify-center">
                <span
                  className={`w-full max-w-12 rounded-t-md ${week.weeksAgo === 0 ? "bg-primary" : "bg-primary/45"}`}
                  style={{ height: `${((week.average ?? 0) / 10) * 100}%`, minHeight: "2px" }}
                />
              </span>
              <span className="text-center text-xs text-base-content/80">{label}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
