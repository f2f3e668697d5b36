import { featureSet, type NeedRule } from "./accessibility.ts";
import { toListCategory } from "./categories.ts";
import type { Mood } from "./constants.ts";
import { parseDateText } from "./dates.ts";
import { DEFAULT_MOOD_CATEGORIES } from "./mood-categories.ts";
import type {
  MoodRecommendationLike,
  RecommendableExperience,
  RecommendationProfile,
} from "./recommendation-inputs.ts";
import { type Reason, reasons } from "./recommendation-reasons.ts";
import {
  foldText,
  GOAL_THEMES,
  textMatchesTheme,
  WELLBEING_THEMES,
  type WellbeingThemeId,
} from "./wellbeing-themes.ts";

/** The per-experience signals of the formula documented in `recommendations.ts`. */

export const WEIGHTS = {
  goals: 0.32,
  categories: 0.26,
  mood: 0.2,
  favorites: 0.07,
  accessibility: 0.05,
  soon: 0.1,
} as const;
const SOFT_NEED_FACTOR = 0.5;
const DAY_MS = 86_400_000;

/** Everything that depends on the user, not on the experience: computed once per call. */
export interface ScoringContext {
  now: Date;
  goals: readonly { goal: string; theme: WellbeingThemeId }[];
  preferred: ReadonlySet<string>;
  /** Best mood value (effectiveness/10 × recency) and its reason, per list category. */
  moodByCategory: ReadonlyMap<string, { value: number; reason: string | undefined }>;
  mood: string | null;
  favorites: ReadonlySet<string>;
  /** Saved experiences per list category (filled by the caller). */
  favoriteCategoryCounts: Map<string, number>;
  needs: readonly NeedRule[];
}

export function buildContext(input: {
  now: Date;
  profile: RecommendationProfile;
  latestMood: { mood: string; createdAt?: string | null } | null;
  moodRecommendations: readonly MoodRecommendationLike[];
  favorites: ReadonlySet<string>;
  needs: readonly NeedRule[];
}): ScoringContext {
  const goals = (input.profile.wellbeingGoals ?? []).flatMap((goal) => {
    const theme = GOAL_THEMES[goal as keyof typeof GOAL_THEMES];
    return theme ? [{ goal, theme }] : [];
  });
  const preferred = new Set(
    (input.profile.preferredCategories ?? []).map((c) => toListCategory(c) ?? c),
  );
  return {
    now: input.now,
    goals,
    preferred,
    moodByCategory: moodTable(input.latestMood, input.moodRecommendations, input.now),
    mood: input.latestMood?.mood ?? null,
    favorites: input.favorites,
    favoriteCategoryCounts: new Map(),
    needs: input.needs,
  };
}

/** 1 for two days after logging, then linearly down to 0 at 30 days. */
export function moodRecency(createdAt: string | null | undefined, now: Date): number {
  const at = parseDateText(createdAt ?? null);
  if (!at) return 1;
  const days = (now.getTime() - at.getTime()) / DAY_MS;
  if (days <= 2) return 1;
  return Math.max(0, 1 - (days - 2) / 28);
}

/** Mood rows for the latest mood (built-in defaults when there are none) → value per category. */
function moodTable(
  latest: { mood: string; createdAt?: string | null } | null,
  rows: readonly MoodRecommendationLike[],
  now: Date,
) {
  const table = new Map<string, { value: number; reason: string | undefined }>();
  if (!latest) return table;
  const forMood = rows.filter((r) => r.mood === latest.mood);
  const options =
    forMood.length > 0
      ? forMood.map((r) => ({
          category: toListCategory(r.experienceCategory),
          effectiveness: r.effectiveness ?? 5,
          reason: r.recommendationReason ?? undefined,
        }))
      : (DEFAULT_MOOD_CATEGORIES[latest.mood as Mood] ?? []).map((d) => ({
          ...d,
          reason: undefined,
        }));
  const recency = moodRecency(latest.createdAt, now);
  for (const o of options) {
    if (o.category === null) continue;
    const value = Math.min(1, Math.max(0, o.effectiveness / 10)) * recency;
    if (value > (table.get(o.category)?.value ?? 0)) {
      table.set(o.category, { value, reason: o.reason });
    }
  }
  return table;
}

function goalSignal(category: string | null, text: string, ctx: ScoringContext) {
  let miss = 1;
  const matched: { goal: string; strength: number }[] = [];
  for (const { goal, theme } of ctx.goals) {
    const themeCategories: readonly string[] = WELLBEING_THEMES[theme].categories;
    const byCategory = category !== null && themeCategories.includes(category);
    const byWords = textMatchesTheme(text, theme);
    const strength = byCategory && byWords ? 1 : byWords ? 0.8 : byCategory ? 0.6 : 0;
    if (strength === 0) continue;
    miss *= 1 - 0.8 * strength;
    matched.push({ goal, strength });
  }
  matched.sort((a, b) => b.strength - a.strength);
  return { value: 1 - miss, matched };
}

// Folding (lower-case, accents off) is the costly part of scoring 10,000 rows; rows stay the
// same objects between calls until Dexie replaces them, so cache per object.
const foldedText = new WeakMap<object, string>();

function textOf(e: RecommendableExperience): string {
  let text = foldedText.get(e);
  if (text === undefined) {
    text = foldText(`${e.wellbeingBenefit}\n${e.title}\n${e.description}`);
    foldedText.set(e, text);
  }
  return text;
}

const NONE: readonly NeedRule[] = [];

/** The numbers behind one experience's score, kept so reasons are built only for the picks. */
export interface Signals {
  group: string;
  category: string | null;
  goals: { value: number; matched: { goal: string; strength: number }[] } | null;
  categoryValue: number;
  mood: { value: number; reason: string | undefined } | null;
  saved: boolean;
  sameCategorySaved: number;
  met: readonly NeedRule[];
  unmet: readonly NeedRule[];
  score: number;
}

/**
 * Signals and score of one eligible experience, or null when a hard accessibility need is not
 * met (the experience must not be recommended at all). `start` is its parsed date.
 */
export function scoreExperience(
  e: RecommendableExperience,
  start: Date | null,
  ctx: ScoringContext,
): Signals | null {
  let met = NONE;
  let unmet = NONE;
  if (ctx.needs.length > 0) {
    const features = featureSet(e.accessibilityFeatures);
    met = ctx.needs.filter((n) => n.satisfiedBy.some((f) => features.has(f)));
    unmet = ctx.needs.filter((n) => !met.includes(n));
    if (unmet.some((n) => n.hard)) return null;
  }
  const category = toListCategory(e.category);
  const group = category ?? e.category;
  const goals = ctx.goals.length > 0 ? goalSignal(category, textOf(e), ctx) : null;
  const categoryValue = category !== null && ctx.preferred.has(category) ? 1 : 0;
  const mood = (category !== null && ctx.moodByCategory.get(category)) || null;
  const saved = ctx.favorites.has(e.id);
  const sameCategorySaved = ctx.favoriteCategoryCounts.get(group) ?? 0;
  const favoritesValue = saved ? 1 : Math.min(1, sameCategorySaved / 2);
  const accessValue = ctx.needs.length > 0 ? met.length / ctx.needs.length : 0;
  const days = start ? Math.max(0, (start.getTime() - ctx.now.getTime()) / DAY_MS) : 30;
  const soonValue = 1 / (1 + days / 14);

  let score =
    WEIGHTS.goals * (goals?.value ?? 0) +
    WEIGHTS.categories * categoryValue +
    WEIGHTS.mood * (mood?.value ?? 0) +
    WEIGHTS.favorites * favoritesValue +
    WEIGHTS.accessibility * accessValue +
    WEIGHTS.soon * soonValue;
  for (const _ of unmet) score *= SOFT_NEED_FACTOR;
  score = Math.min(1, Math.max(0, score));
  return {
    group,
    category,
    goals,
    categoryValue,
    mood,
    saved,
    sameCategorySaved,
    met,
    unmet,
    score,
  };
}

/** The personal reasons (at most three), then any accessibility caveat, or "explore". */
export function personalReasons(s: Signals, ctx: ScoringContext): Reason[] {
  const out: Reason[] = [];
  for (const m of s.goals?.matched.slice(0, 2) ?? []) out.push(reasons.matchesGoal(m.goal));
  if (s.categoryValue > 0 && s.category) out.push(reasons.preferredCategory(s.category));
  if (s.mood && s.mood.value > 0 && ctx.mood) out.push(reasons.moodMatch(ctx.mood, s.mood.reason));
  for (const n of s.met) out.push(reasons.meetsAccessibility(n.need, n.label));
  if (s.saved) out.push(reasons.saved());
  else if (s.sameCategorySaved > 0) out.push(reasons.similarToFavorites(s.group));
  const personal = out.length > 0;
  const capped = out.slice(0, 3);
  // A caveat is never cut: the user must see that a need may not be met.
  for (const n of s.unmet) capped.push(reasons.mayLackAccessibility(n.need, n.label));
  if (!personal) capped.push(reasons.explore());
  return capped;
}
