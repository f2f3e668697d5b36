import { visitMomentOf } from "./mood-moments.ts";

/**
 * Moods around attended visits: for each visit the door checked in, the mood BEFORE it (the
 * visit's "arrival" moment when logged, else the mood logged closest before the check-in,
 * within a day) and the mood AFTER it (the visit's "after" mood, which "How was it?" logs, else
 * the first logged within a day after the check-in). Pure; the profile's before/after view and
 * the insight (insight.ts) both read it. Moments: mood-moments.ts.
 */

export const VISIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface VisitLike {
  experienceId: string;
  /** When the door checked the visitor in (ISO). */
  attendedAt: string;
}

export interface MoodLike {
  id: string;
  mood: string;
  intensity: number;
  createdAt: string;
  /** The visit the mood was logged for, when it was. */
  experienceId?: string | null | undefined;
  /** "arrival" | "after" around that visit (mood-moments.ts). */
  moment?: string | null | undefined;
}

export interface VisitMoods<V extends VisitLike, M extends MoodLike> {
  visit: V;
  before: M | null;
  after: M | null;
}

const timeOf = (text: string) => Date.parse(text);

/** Visits latest first, each with its before and after mood (either may be null). */
export function moodsAroundVisits<V extends VisitLike, M extends MoodLike>(
  visits: readonly V[],
  moods: readonly M[],
): VisitMoods<V, M>[] {
  const dated = moods
    .map((mood) => ({ mood, at: timeOf(mood.createdAt) }))
    .filter((m) => Number.isFinite(m.at))
    .sort((a, b) => a.at - b.at);
  return visits
    .map((visit) => ({ visit, at: timeOf(visit.attendedAt) }))
    .filter((v) => Number.isFinite(v.at))
    .sort((a, b) => b.at - a.at)
    .map(({ visit, at }) => {
      // Moods logged for another visit belong to that visit, not to the hours around this one.
      const own = dated.filter((m) => m.mood.experienceId === visit.experienceId);
      const free = dated.filter((m) => !m.mood.experienceId);
      const arrival = own.find((m) => visitMomentOf(m.mood) === "arrival");
      const linked = own.find((m) => visitMomentOf(m.mood) === "after");
      const before = free.filter((m) => m.at < at && m.at >= at - VISIT_WINDOW_MS).at(-1);
      const after = free.find((m) => m.at >= at && m.at <= at + VISIT_WINDOW_MS);
      return {
        visit,
        before: (arrival ?? before)?.mood ?? null,
        after: (linked ?? after)?.mood ?? null,
      };
    });
}
