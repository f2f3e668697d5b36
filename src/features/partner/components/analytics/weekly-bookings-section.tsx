import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";
import { ANALYTICS_WEEKS, bookingsPerWeek } from "../../data/analytics-series.ts";
import { usePartnerFormat } from "../use-partner-format.ts";
import { ChartSection } from "./chart-section.tsx";
import { ColumnChart } from "./column-chart.tsx";

/** Bookings per week over the last 12 weeks. */
export function WeeklyBookingsSection({ attendees, now }: { attendees: AttendeeRow[]; now: Date }) {
  const { t, i18n } = useLingui();
  const fmt = usePartnerFormat();
  const weeks = bookingsPerWeek(attendees, now);
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const points = weeks.map((w) => ({
    id: w.start.toISOString(),
    label: formatDate(w.start, i18n.locale, { day: "numeric", month: "short" }),
    value: w.count,
    text: fmt.count(w.count),
  }));
  const busiest = points.reduce<(typeof points)[number] | undefined>(
    (best, p) => (best === undefined || p.value > best.value ? p : best),
    undefined,
  );
  const title = t`Bookings per week, last ${ANALYTICS_WEEKS} weeks`;
  return (
    <ChartSection
      id="analytics-weekly"
      title={title}
      empty={total === 0 ? t`No bookings in the last ${ANALYTICS_WEEKS} weeks yet.` : null}
    >
      <ColumnChart
        title={title}
        summary={t`${fmt.count(total)} bookings in ${ANALYTICS_WEEKS} weeks; the busiest week began ${busiest?.label ?? ""} with ${busiest?.text ?? ""}.`}
        labelHeader={t`Week beginning`}
        valueHeader={t`Bookings`}
        points={points}
      />
    </ChartSection>
  );
}
