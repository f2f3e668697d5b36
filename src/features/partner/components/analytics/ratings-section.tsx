import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { Figure } from "#ui/figure.tsx";
import { ratingsPerExperience } from "../../data/analytics-series.ts";
import { satisfaction } from "../../data/figures.ts";
import { usePartnerFormat } from "../use-partner-format.ts";
import { BarListChart } from "./bar-list-chart.tsx";
import { ChartSection } from "./chart-section.tsx";

/** How attendees rated their visits: the weighted average and each experience's average. */
export function RatingsSection({ experiences }: { experiences: ExperienceRow[] }) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const overall = satisfaction(experiences);
  const rows = ratingsPerExperience(experiences);
  const title = t`Average rating`;
  return (
    <ChartSection
      id="analytics-ratings"
      title={title}
      empty={overall ? null : t`No ratings yet: attendees are asked how it went after their visit.`}
    >
      <dl className="mb-5 grid gap-4 sm:grid-cols-2">
        <Figure
          label={t`All experiences`}
          value={overall ? fmt.rating(overall.average) : ""}
          note={overall ? fmt.ratingsNote(overall) : null}
        />
      </dl>
      <BarListChart
        title={t`Average rating per experience`}
        summary={t`Average rating per experience, out of 5; ${overall ? fmt.rating(overall.average) : ""} overall.`}
        labelHeader={t`Experience`}
        valueHeader={t`Average rating`}
        max={5}
        points={rows.map((row) => ({
          id: row.experience.id,
          label: row.experience.title,
          value: row.value,
          text: fmt.rating(row.value),
        }))}
      />
    </ChartSection>
  );
}
