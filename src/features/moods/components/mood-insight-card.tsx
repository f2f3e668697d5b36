import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import {
  type CategoryInsight,
  INSIGHT_MIN_VISITS,
  INSIGHT_MIN_WITHOUT,
  type MoodInsights,
} from "#domain/insight.ts";
import { useMoodScoreFormat } from "./use-mood-score.ts";

/** Within half a point either way reads as "about the same". */
const SAME = 0.5;

/**
 * The mood insight (src/domain/insight.ts), with its rule stated beside the figure. Below the
 * thresholds it says what is still missing instead of showing a number from too little data.
 */
export function MoodInsightCard({ result }: { result: MoodInsights }) {
  const { t } = useLingui();
  const { category } = useExperienceFormat();
  const { insights, withoutCount, closest } = result;
  return (
    <section
      aria-labelledby="mood-insight-title"
      className="mt-6 rounded-box border border-primary/30 bg-primary/8 p-5"
      data-testid="mood-insight"
    >
      <h3 id="mood-insight-title" className="text-lg font-semibold">
        {t`What your visits do for your mood`}
      </h3>
      {insights.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {insights.map((insight) => (
            <InsightLine
              key={insight.category}
              insight={insight}
              label={category(insight.category)}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-2 grid gap-1">
          <p>
            {t`Your insight appears after ${INSIGHT_MIN_VISITS} visits of one kind with a mood logged afterwards, and ${INSIGHT_MIN_WITHOUT} other check-ins to compare with.`}
          </p>
          {closest ? (
            <p className="text-base-content/80">
              {t`${category(closest.category)}: ${closest.visits} of ${INSIGHT_MIN_VISITS} visits so far.`}
            </p>
          ) : null}
          <p className="text-base-content/80">
            {t`Check-ins without a visit: ${Math.min(withoutCount, INSIGHT_MIN_WITHOUT)} of ${INSIGHT_MIN_WITHOUT}.`}
          </p>
        </div>
      )}
      <p className="mt-3 text-sm text-base-content/80" data-testid="insight-rule">
        {t`How it is worked out: each check-in gets a mood score from −10 to +10 (joyful, energetic, curious and reflective count their intensity up; lonely, anxious, sad and stressed count it down). We compare the moods after your visits (the mood you logged for the visit, else the first within 24 hours of your check-in at the door) with your ${withoutCount} check-ins that followed no visit. Shown from ${INSIGHT_MIN_VISITS} visits.`}
      </p>
    </section>
  );
}

function InsightLine({ insight, label }: { insight: CategoryInsight; label: string }) {
  const { t } = useLingui();
  const score = useMoodScoreFormat();
  const points = score.plain(Math.abs(insight.difference));
  const visits = insight.visits;
  const text =
    Math.abs(insight.difference) < SAME
      ? plural(visits, {
          one: `After ${label} experiences your mood was about the same as at other times, over # visit.`,
          other: `After ${label} experiences your mood was about the same as at other times, over # visits.`,
        })
      : insight.difference > 0
        ? plural(visits, {
            one: `After ${label} experiences your mood was ${points} points higher on average than at other times, over # visit.`,
            other: `After ${label} experiences your mood was ${points} points higher on average than at other times, over # visits.`,
          })
        : plural(visits, {
            one: `After ${label} experiences your mood was ${points} points lower on average than at other times, over # visit.`,
            other: `After ${label} experiences your mood was ${points} points lower on average than at other times, over # visits.`,
          });
  return (
    <li>
      <p className="font-medium">{text}</p>
      <p className="text-sm text-base-content/80">
        {t`Average score after these visits ${score.signed(insight.after)}, at other times ${score.signed(insight.without)}.`}
      </p>
    </li>
  );
}
