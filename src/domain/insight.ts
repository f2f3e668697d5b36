import { toListCategory } from "./categories.ts";
import { moodScore } from "./mood-valence.ts";
import {
  type MoodLike,
  moodsAroundVisits,
  VISIT_WINDOW_MS,
  type VisitLike,
} from "./mood-visits.ts";

/**
 * The mood insight (decision 0012). THE RULE, stated beside
 * the figure on screen:
 *
 *   For each experience category: the average mood score (mood-valence.ts, −10…+10) of the moods
 *   logged after attended visits of that category (the visit's own mood, else the first within
 *   24 hours after the door check-in), minus the average mood score of the check-ins that
 *   followed no visit (none within the 24 hours after any check-in at the door).
 *
 * Shown only for a category with at least INSIGHT_MIN_VISITS such visits and when there are at
 * least INSIGHT_MIN_WITHOUT check-ins without a visit to compare with (as Daylio asks for days
 * with and without an activity): two visits are an anecdote, not a pattern. Attendance is the
 * door's record, so a visit is one that really happened.
 */

export const INSIGHT_MIN_VISITS = 3;
export const INSIGHT_MIN_WITHOUT = 3;

export interface InsightVisit extends VisitLike {
  category: string;
}

export interface CategoryInsight {
  /** The list category (src/domain/categories.ts), or the experience's own when unknown. */
  category: string;
  /** Visits of this category with a mood after them. */
  visits: number;
  /** Average mood score after those visits. */
  after: number;
  /** Average mood score of the check-ins without a visit. */
  without: number;
  /** `after − without`, rounded to one decimal: "2 points higher". */
  difference: number;
}

export interface MoodInsights {
  /** Categories that meet the thresholds, most visits first. */
  insights: CategoryInsight[];
  /** Check-ins that followed no visit (the comparison). */
  withoutCount: number;
  /** The best-covered category still below the visit threshold, for "1 more visit to go". */
  closest: { category: string; visits: number } | null;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const oneDecimal = (x: number) => Math.round(x * 10) / 10 || 0;

/** The insights from the user's attended visits and moods (pure; see the rule above). */
export function moodInsights(
  visits: readonly InsightVisit[],
  moods: readonly MoodLike[],
): MoodInsights {
  const afterScores = new Map<string, number[]>();
  const usedAfter = new Set<string>();
  for (const { visit, after } of moodsAroundVisits(visits, moods)) {
    if (!after) continue;
    usedAfter.add(after.id);
    const category = toListCategory(visit.category) ?? visit.category;
    const scores = afterScores.get(category) ?? [];
    scores.push(moodScore(after));
    afterScores.set(category, scores);
  }

  const visitTimes = visits.map((v) => Date.parse(v.attendedAt)).filter(Number.isFinite);
  const followsVisit = (at: number) => visitTimes.some((v) => at >= v && at <= v + VISIT_WINDOW_MS);
  const withoutScores = moods
    .filter((m) => !m.experienceId && !usedAfter.has(m.id))
    .filter((m) => {
      const at = Date.parse(m.createdAt);
      return Number.isFinite(at) && !followsVisit(at);
    })
    .map(moodScore);

  const enoughWithout = withoutScores.length >= INSIGHT_MIN_WITHOUT;
  const without = withoutScores.length > 0 ? mean(withoutScores) : 0;
  const insights: CategoryInsight[] = [];
  let closest: MoodInsights["closest"] = null;
  for (const [category, scores] of afterScores) {
    if (scores.length < INSIGHT_MIN_VISITS || !enoughWithout) {
      if (scores.length < INSIGHT_MIN_VISITS && (!closest || scores.length > closest.visits)) {
        closest = { category, visits: scores.length };
      }
      continue;
    }
    const after = mean(scores);
    insights.push({
      category,
      visits: scores.length,
      after: oneDecimal(after),
      without: oneDecimal(without),
      difference: oneDecimal(after - without),
    });
  }
  insights.sort(
    (a, b) =>
      b.visits - a.visits ||
      Math.abs(b.difference) - Math.abs(a.difference) ||
      a.category.localeCompare(b.category),
  );
  return { insights, withoutCount: withoutScores.length, closest };
}
