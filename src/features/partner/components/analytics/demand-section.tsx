import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { waitingListDemand } from "../../data/analytics-series.ts";
import { usePartnerFormat } from "../use-partner-format.ts";
import { BarListChart } from "./bar-list-chart.tsx";
import { ChartSection } from "./chart-section.tsx";

/** People waiting for a place, per experience: where more sessions or places are wanted. */
export function DemandSection(props: { experiences: ExperienceRow[]; attendees: AttendeeRow[] }) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const rows = waitingListDemand(props.experiences, props.attendees);
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const title = t`Waiting-list demand`;
  return (
    <ChartSection
      id="analytics-demand"
      title={title}
      empty={
        rows.length === 0 ? t`Nobody is on a waiting list: no experience is over-subscribed.` : null
      }
    >
      <p className="mb-4 text-base-content/80">
        {t`A long waiting list suggests adding places or another session.`}
      </p>
      <BarListChart
        title={title}
        summary={t`${fmt.count(total)} people waiting across ${fmt.count(rows.length)} experiences; most for ${rows[0]?.experience.title ?? ""}.`}
        labelHeader={t`Experience`}
        valueHeader={t`People waiting`}
        points={rows.map((row) => ({
          id: row.experience.id,
          label: row.experience.title,
          value: row.value,
          text: fmt.count(row.value),
        }))}
      />
    </ChartSection>
  );
}
