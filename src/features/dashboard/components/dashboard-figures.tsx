import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";
import { Figure } from "#ui/figure.tsx";
import type { DashboardData } from "../data/dashboard-repo.ts";
import { categoriesExplored, experiencesAttended } from "../data/figures.ts";

/** The four cards of spec §2, each counted from the user's rows and saying what it counts. */
export function DashboardFigures({ data, upcoming }: { data: DashboardData; upcoming: number }) {
  const { t, i18n } = useLingui();
  const count = (n: number) => formatNumber(n, i18n.locale);
  return (
    <section aria-labelledby="dashboard-figures" className="mb-10">
      <h2 id="dashboard-figures" className="sr-only">
        {t`Your figures`}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t`Upcoming Events`}
          value={count(upcoming)}
          note={t`Experiences you have a place at and your own calendar events still to come`}
          testId="figure-upcoming"
        />
        <Figure
          label={t`Saved Favorites`}
          value={count(data.favoriteCount)}
          note={t`Experiences you saved with the heart`}
          testId="figure-favorites"
        />
        <Figure
          label={t`Categories Explored`}
          value={count(categoriesExplored(data.registrations, data.experiences))}
          note={t`Different kinds of experience you have booked or attended`}
          testId="figure-categories"
        />
        <Figure
          label={t`Experiences Attended`}
          value={count(experiencesAttended(data.registrations))}
          note={t`Visits checked in at the door`}
          testId="figure-attended"
        />
      </dl>
    </section>
  );
}
