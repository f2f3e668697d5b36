import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { Figure } from "#ui/figure.tsx";
import { attendanceSummary } from "../../data/analytics-series.ts";
import { usePartnerFormat } from "../use-partner-format.ts";
import { BarListChart } from "./bar-list-chart.tsx";
import { ChartSection } from "./chart-section.tsx";

/** Attendance and no-show rates over the experiences that have ended. */
export function AttendanceSection(props: {
  experiences: ExperienceRow[];
  attendees: AttendeeRow[];
  now: Date;
}) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const summary = attendanceSummary(props.experiences, props.attendees, props.now);
  const { attendanceRate, noShowRate } = summary;
  const title = t`Attendance at past experiences`;
  return (
    <ChartSection
      id="analytics-attendance"
      title={title}
      empty={
        attendanceRate === null || noShowRate === null
          ? t`No past experience with bookings yet: rates appear once one has ended.`
          : null
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Figure
          label={t`Attendance rate`}
          value={attendanceRate === null ? "" : fmt.percent(attendanceRate)}
          note={t`${fmt.count(summary.attended)} attended of ${fmt.count(summary.attended + summary.noShow)} expected`}
        />
        <Figure
          label={t`No-show rate`}
          value={noShowRate === null ? "" : fmt.percent(noShowRate)}
          note={t`${fmt.count(summary.noShow)} did not come and were not cancelled`}
        />
      </dl>
      <BarListChart
        title={t`Attendance rate per past experience`}
        summary={t`Attendance rate per past experience; ${attendanceRate === null ? "" : fmt.percent(attendanceRate)} overall.`}
        labelHeader={t`Experience`}
        valueHeader={t`Attendance rate`}
        max={1}
        points={summary.perExperience.map((row) => ({
          id: row.experience.id,
          label: row.experience.title,
          value: row.rate ?? 0,
          text: row.rate === null ? "" : fmt.percent(row.rate),
        }))}
      />
    </ChartSection>
  );
}
