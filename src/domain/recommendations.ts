/**
 * Recommendation scoring, shared by the server (`/api/users/{id}/recommendations`) and the
 * client (offline "For You"), so both rank the same way from the same data.
 *
 * 1. Eligibility (hard filters). An experience is never recommended when it is inactive, already
 *    over (see `isUpcoming`), already registered by the user, full (`registrationsCount[id] >=
 *    maxParticipants`), or lacks a HARD accessibility need of the user (wheelchair/step-free:
 *    an inaccessible venue is unusable, not merely less good).
 *
 * 2. Relevance, a weighted sum of signals, each in 0..1, weights summing to 1:
 *      score = 0.32·G + 0.26·C + 0.20·M + 0.07·F + 0.05·A + 0.10·S
 *    G goals: per profile goal, strength 1 when the experience's list category serves the goal's
 *      theme AND its benefit/title/description mentions it, 0.8 for the words only, 0.6 for the
 *      category only; goals combine as a noisy-OR, G = 1 − Π(1 − 0.8·strength).
 *    C preferred categories: 1 when its list category is one the user picked.
 *    M mood: for the latest mood, the best `effectiveness / 10` among the mood recommendations
 *      for that mood whose category matches (built-in defaults when none are given), times a
 *      recency factor: 1 for two days, then falling linearly to 0 at 30 days.
 *    F favourites: 1 if the user saved this experience, else min(1, n/2) for n saved
 *      experiences in the same category.
 *    A accessibility: the share of the user's (soft and hard) needs the experience meets.
 *    S soonness: 1 / (1 + days/14): today 1, in two weeks 0.5.
 *    Each unmet SOFT need (hearing loop, sign language, sensory-friendly, visual access) then
 *    halves the score. Every term only grows with more matching signals, so adding a goal,
 *    category, mood or favourite that fits never lowers a score; the result stays in 0..1.
 *
 * 3. Variety. Ranking is a greedy re-rank (in the spirit of maximal marginal relevance): each
 *    next pick maximises score − 0.12 × (how many already-picked share its list category).
 *    A strong preference still repeats its category, a weak one yields to variety. The score
 *    returned is the relevance of step 2 (the match percentage shown), not the penalised one;
 *    a pick ranked below a weaker match says so (`variety`: how many of its category are above),
 *    so the list can explain the order instead of contradicting its own percentages.
 *    Ties break by earlier date, then id, so every run ranks identically.
 */
import { detectNeeds } from "./accessibility.ts";
import { toListCategory } from "./categories.ts";
import { daysUntil, upcomingStart } from "./dates.ts";
import { isFree } from "./money.ts";
import type {
  MoodRecommendationLike,
  RecommendableExperience,
  RecommendationProfile,
} from "./recommendation-inputs.ts";
import { type Reason, reasons as reasonsFor } from "./recommendation-reasons.ts";
import {
  buildContext,
  personalReasons,
  type ScoringContext,
  type Signals,
  scoreExperience,
} from "./recommendation-signals.ts";

export type { Reason } from "./recommendation-reasons.ts";

export interface RecommendInput<E extends RecommendableExperience> {
  experiences: readonly E[];
  profile?: RecommendationProfile | null;
  latestMood?: { mood: string; createdAt?: string | null } | null;
  moodRecommendations?: readonly MoodRecommendationLike[];
  favoriteIds?: Iterable<string>;
  registeredIds?: Iterable<string>;
  /** Current registrations per experience id, to leave out full experiences. */
  registrationsCount?: Readonly<Record<string, number>> | ReadonlyMap<string, number>;
  now: Date;
  /** How many to return (default 12). */
  limit?: number;
}

export interface Recommendation<E> {
  experience: E;
  score: number;
  reasons: Reason[];
  /**
   * Set when the variety re-rank placed this pick below one with a LOWER score (so the rank
   * shown would otherwise contradict the match shown): how many picks of its own category are
   * above it. Null when every pick above it matches at least as well.
   */
  variety: { category: string; sameCategoryAbove: number } | null;
}

export const DIVERSITY_PENALTY = 0.12;
export const DEFAULT_LIMIT = 12;

function countOf(
  counts: RecommendInput<RecommendableExperience>["registrationsCount"],
  id: string,
) {
  if (!counts) return 0;
  if (counts instanceof Map) return counts.get(id) ?? 0;
  return (counts as Readonly<Record<string, number>>)[id] ?? 0;
}

interface Scored<E> {
  experience: E;
  signals: Signals;
  score: number;
  group: string;
  start: Date;
}

/** Earlier date first, then id: the stable order for equal scores. */
function tieBreak<E extends RecommendableExperience>(a: Scored<E>, b: Scored<E>): number {
  const dt = a.start.getTime() - b.start.getTime();
  if (dt !== 0) return dt;
  return a.experience.id < b.experience.id ? -1 : a.experience.id > b.experience.id ? 1 : 0;
}

/** Ranked recommendations, at most `limit`, best first (see the formula above). */
export function recommend<E extends RecommendableExperience>(
  input: RecommendInput<E>,
): Recommendation<E>[] {
  const { now } = input;
  const registered = new Set(input.registeredIds ?? []);
  const favorites = new Set(input.favoriteIds ?? []);
  const ctx: ScoringContext = buildContext({
    now,
    profile: input.profile ?? {},
    latestMood: input.latestMood ?? null,
    moodRecommendations: input.moodRecommendations ?? [],
    favorites,
    needs: detectNeeds(input.profile?.accessibilityNeeds),
  });
  for (const e of input.experiences) {
    if (!favorites.has(e.id)) continue;
    const c = toListCategory(e.category) ?? e.category;
    ctx.favoriteCategoryCounts.set(c, (ctx.favoriteCategoryCounts.get(c) ?? 0) + 1);
  }

  const candidates: Scored<E>[] = [];
  for (const e of input.experiences) {
    if (e.isActive === false || registered.has(e.id)) continue;
    if (e.maxParticipants != null && countOf(input.registrationsCount, e.id) >= e.maxParticipants) {
      continue;
    }
    const start = upcomingStart(e.date, now);
    if (!start) continue; // over, or no date we can promise
    const signals = scoreExperience(e, start, ctx);
    if (!signals) continue; // a hard accessibility need is not met
    candidates.push({ experience: e, signals, score: signals.score, group: signals.group, start });
  }
  // Reasons are built for the few picks only: 10,000 candidates need numbers, not sentences.
  const picked = diversify(candidates, input.limit ?? DEFAULT_LIMIT);
  let lowestAbove = Number.POSITIVE_INFINITY;
  return picked.map(({ item: c, sameGroupAbove }) => {
    const reasons = personalReasons(c.signals, ctx);
    const days = Math.max(0, daysUntil(c.start, now));
    if (days <= 7 && reasons.length < 4) reasons.push(reasonsFor.comingSoon(days));
    if (isFree(c.experience.price) && reasons.length < 4) reasons.push(reasonsFor.free());
    // Only the penalty can put a weaker match above a stronger one (without it the greedy pick
    // is by score), so such a pick always has picks of its own category above it.
    const variety =
      lowestAbove < c.score ? { category: c.group, sameCategoryAbove: sameGroupAbove } : null;
    lowestAbove = Math.min(lowestAbove, c.score);
    return { experience: c.experience, score: c.score, reasons, variety };
  });
}

/**
 * Greedy variety re-rank. Candidates are bucketed by category and each bucket sorted best
 * first, so a pick only compares the head of each bucket: O(limit × categories).
 */
function diversify<E extends RecommendableExperience>(items: Scored<E>[], limit: number) {
  const buckets = new Map<string, Scored<E>[]>();
  for (const item of items) {
    const bucket = buckets.get(item.group);
    if (bucket) bucket.push(item);
    else buckets.set(item.group, [item]);
  }
  for (const bucket of buckets.values()) {
    bucket.sort((a, b) => b.score - a.score || tieBreak(a, b));
  }
  const picked: { item: Scored<E>; sameGroupAbove: number }[] = [];
  const taken = new Map<string, number>();
  while (picked.length < limit) {
    let best: Scored<E> | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const [group, bucket] of buckets) {
      const head = bucket[taken.get(group) ?? 0];
      if (!head) continue;
      const value = head.score - DIVERSITY_PENALTY * (taken.get(group) ?? 0);
      if (value > bestValue || (value === bestValue && best && tieBreak(head, best) < 0)) {
        best = head;
        bestValue = value;
      }
    }
    if (!best) break;
    picked.push({ item: best, sameGroupAbove: taken.get(best.group) ?? 0 });
    taken.set(best.group, (taken.get(best.group) ?? 0) + 1);
  }
  return picked;
}
