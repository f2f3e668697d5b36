import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";
import { Figure, Figures } from "#ui/figure.tsx";
import type { DashboardData } from "../data/dashboard-repo.ts";
import { categoriesExplored, experiencesAttended } from "../data/figures.ts";
import { FigureValueSkeleton } from "./dashboard-skeleton.tsx";

/**
 * The dashboard's four figures, each counted from the user's rows and saying what it counts.
 * Without `data` (the rows are on their way) each value is a placeholder, never a false 0.
 */
export function DashboardFigures({ data, upcoming }: { data?: DashboardData; upcoming?: number }) {
  const { t, i18n } = useLingui();
  const value = (n: number | undefined) =>
    n === undefined ? <FigureValueSkeleton /> : formatNumber(n, i18n.locale);
  // The test ids mark counted values only: a test waiting for "0" must not match a placeholder.
  const testId = (name: string) => (data ? `figure-${name}` : undefined);
  return (
    <Figures id="dashboard-figures">
      <Figure
        label={t`Upcoming Events`}
        value={value(upcoming)}
        note={t`Experiences you have a place at and your own calendar events still to come`}
        testId={testId("upcoming")}
      />
      <Figure
        label={t`Saved Favorites`}
        value={value(data?.favoriteCount)}
        note={t`Experiences you saved with the heart`}
        testId={testId("favorites")}
      />
      <Figure
        label={t`Categories Explored`}
        value={value(data && categoriesExplored(data.registrations, data.experiences))}
        note={t`Different kinds of experience you have booked or attended`}
        testId={testId("categories")}
      />
      <Figure
        label={t`Experiences Attended`}
        value={value(data && experiencesAttended(data.registrations))}
        note={t`Visits checked in at the door`}
        testId={testId("attended")}
      />
    </Figures>
  );
}
