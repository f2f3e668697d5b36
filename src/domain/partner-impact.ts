import * as v from "valibot";
import { parseDateText } from "./dates.ts";
import { visitMomentOf } from "./mood-moments.ts";
import { moodScore } from "./mood-valence.ts";

/**
 * A partner's impact on their visitors (docs/privacy.md "Partner impact"), computed on the
 * server over other people's moods, so a partner only ever receives these aggregates.
 *
 * THE RULE, stated on the partner's card:
 * - visitors: people the door checked in to the experience;
 * - mood change: for each visitor with both, the mood score (mood-valence.ts, −10…+10) of the
 *   visit's "after" mood minus the "before" one: the visit's "arrival" mood, else the last
 *   ordinary check-in within 24 hours before the start; averaged over those visitors;
 * - came back: the share of visitors the door later checked in to another experience of the
 *   same partner (one that starts later).
 * Each figure is given only over at least IMPACT_MIN_PEOPLE people, else null: below that an
 * average comes too close to one person's mood.
 */

/** The smallest group a figure about visitors' moods or returns is shown for (k-anonymity). */
export const IMPACT_MIN_PEOPLE = 10;

const BEFORE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ImpactExperience {
  id: string;
  /** The start (a listing's date text). */
  date: string;
}

export interface ImpactVisit {
  userId: string;
  experienceId: string;
}

export interface ImpactMood {
  userId: string;
  mood: string;
  intensity: number;
  createdAt: string;
  experienceId: string | null;
  moment: string | null;
}

/** One experience's figures, as `GET /api/partners/:id/impact` answers them. */
export const experienceImpactSchema = v.object({
  experienceId: v.string(),
  visitors: v.number(),
  /** Visitors with a mood before and after: what moodChange is made of. */
  moodPairs: v.number(),
  /** Average change in mood score, one decimal; null under IMPACT_MIN_PEOPLE pairs. */
  moodChange: v.nullable(v.number()),
  /** 0–1, two decimals; null under IMPACT_MIN_PEOPLE visitors. */
  cameBackShare: v.nullable(v.number()),
});
export type ExperienceImpact = v.InferOutput<typeof experienceImpactSchema>;
export const partnerImpactSchema = v.array(experienceImpactSchema);

const timeOf = (text: string) => Date.parse(text);

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places || 0;

/** The mood change of one visit, or null without both moods (see the rule above). */
function visitChange(moods: readonly ImpactMood[], experienceId: string, start: number) {
  const sorted = [...moods].sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt));
  const own = sorted.filter((m) => m.experienceId === experienceId);
  const after = own.find((m) => visitMomentOf(m) === "after");
  if (!after) return null;
  const before =
    own.find((m) => visitMomentOf(m) === "arrival") ??
    sorted
      .filter((m) => {
        const at = timeOf(m.createdAt);
        return !m.experienceId && at < start && at >= start - BEFORE_WINDOW_MS;
      })
      .at(-1);
  return before ? moodScore(after) - moodScore(before) : null;
}

/**
 * Every experience with at least one visitor, latest start first. `visits` are the attended
 * registrations of the partner's experiences; `moods` those visitors' moods (any others are
 * ignored).
 */
export function partnerImpact(
  experiences: readonly ImpactExperience[],
  visits: readonly ImpactVisit[],
  moods: readonly ImpactMood[],
): ExperienceImpact[] {
  const startOf = new Map(
    experiences.map((e) => [e.id, parseDateText(e.date)?.getTime() ?? Number.NaN]),
  );
  const moodsOf = groupBy(moods, (m) => m.userId);
  const visitsOf = groupBy(visits, (visit) => visit.userId);
  const visitorsOf = groupBy(visits, (visit) => visit.experienceId);
  return experiences
    .flatMap((experience) => {
      const start = startOf.get(experience.id) ?? Number.NaN;
      const people = [...new Set((visitorsOf.get(experience.id) ?? []).map((x) => x.userId))];
      if (people.length === 0) return [];
      const changes = people.flatMap((userId) => {
        const change = visitChange(moodsOf.get(userId) ?? [], experience.id, start);
        return change === null ? [] : [change];
      });
      const cameBack = people.filter((userId) =>
        (visitsOf.get(userId) ?? []).some(
          (other) =>
            other.experienceId !== experience.id &&
            (startOf.get(other.experienceId) ?? Number.NaN) > start,
        ),
      ).length;
      const impact: ExperienceImpact = {
        experienceId: experience.id,
        visitors: people.length,
        moodPairs: changes.length,
        moodChange:
          changes.length >= IMPACT_MIN_PEOPLE
            ? round(changes.reduce((s, x) => s + x, 0) / changes.length, 1)
            : null,
        cameBackShare:
          people.length >= IMPACT_MIN_PEOPLE ? round(cameBack / people.length, 2) : null,
      };
      return [{ impact, start }];
    })
    .sort((a, b) => (b.start || 0) - (a.start || 0))
    .map(({ impact }) => impact);
}
