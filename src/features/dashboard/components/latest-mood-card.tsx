import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { MoodEntryRow } from "#db/types.ts";
import { formatDateTime } from "#domain/dates.ts";
import { MOOD_LABELS } from "#features/moods/index.ts";
import { useFocusAfterNavigation } from "../hooks/use-focus-after-navigation.ts";
import { MoodSkeleton } from "./dashboard-skeleton.tsx";

/** The id of home's mood check-in section (src/features/moods/components/mood-check-in.tsx). */
const MOOD_CHECK_IN = "mood-check-in";

/**
 * The latest mood and its intensity out of 10, and a link to home's check-in to log one
 * (scrolled to and focused: it sits below the hero). `undefined`: the rows are on their way.
 */
export function LatestMoodCard({ mood }: { mood: MoodEntryRow | null | undefined }) {
  const { t, i18n } = useLingui();
  const focusCheckIn = useFocusAfterNavigation(MOOD_CHECK_IN);
  return (
    <section
      aria-labelledby="dashboard-mood"
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
      data-testid="dashboard-mood"
    >
      <h2 id="dashboard-mood" className="text-xl font-semibold">
        {t`Latest mood`}
      </h2>
      {mood === undefined ? (
        <MoodSkeleton />
      ) : (
        <>
          {mood ? (
            <>
              <p className="mt-2 text-2xl font-bold">{i18n._(MOOD_LABELS[mood.mood])}</p>
              <p className="mt-1">{t`Intensity ${mood.intensity} out of 10`}</p>
              <p className="mt-1 text-sm text-base-content/80">
                <time dateTime={mood.createdAt}>{formatDateTime(mood.createdAt, i18n.locale)}</time>
              </p>
            </>
          ) : (
            <p className="mt-2 text-base-content/80">
              {t`You have not logged a mood yet. A quick check-in helps us suggest what might help.`}
            </p>
          )}
          <Link
            to="/"
            hash={MOOD_CHECK_IN}
            onClick={focusCheckIn}
            className="btn btn-outline mt-4 min-h-11"
          >
            {mood ? t`Log a mood` : t`Log your first mood`}
          </Link>
        </>
      )}
    </section>
  );
}
