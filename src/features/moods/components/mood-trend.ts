import type { Mood } from "#domain/constants.ts";

/**
 * A small, honest summary of recent check-ins for the profile's History tab: average intensity
 * per rolling week (the last 7 days are "this week"), how many check-ins, and the most frequent
 * mood. Rolling windows rather than calendar weeks: no locale decides when a week starts, and
 * "this week" is never a near-empty Monday.
 */

const WEEK_MS = 7 * 86_400_000;

export interface WeekSummary {
  /** 0 = the last 7 days, 1 = the 7 days before, … */
  weeksAgo: number;
  count: number;
  /** Mean intensity (1–10), or null without check-ins. */
  average: number | null;
  /** The mood logged most often (latest wins a tie), or null. */
  topMood: Mood | null;
}

interface EntryLike {
  mood: Mood;
  intensity: number;
  createdAt: string;
}

/** Oldest week first, `weeks` entries, ending with this week. Entries in the future count now. */
export function weeklyMoodTrend(
  entries: readonly EntryLike[],
  now: Date,
  weeks = 4,
): WeekSummary[] {
  const buckets = Array.from({ length: weeks }, () => [] as EntryLike[]);
  for (const entry of entries) {
    const at = Date.parse(entry.createdAt);
    if (Number.isNaN(at)) continue;
    const weeksAgo = Math.max(0, Math.floor((now.getTime() - at) / WEEK_MS));
    buckets[weeksAgo]?.push(entry);
  }
  return buckets
    .map((bucket, weeksAgo) => ({
      weeksAgo,
      count: bucket.length,
      average:
        bucket.length > 0 ? bucket.reduce((sum, e) => sum + e.intensity, 0) / bucket.length : null,
      topMood: topMoodOf(bucket),
    }))
    .reverse();
}

function topMoodOf(entries: readonly EntryLike[]): Mood | null {
  const counts = new Map<Mood, { n: number; latest: string }>();
  for (const e of entries) {
    const c = counts.get(e.mood);
    if (!c) counts.set(e.mood, { n: 1, latest: e.createdAt });
    else {
      c.n += 1;
      if (e.createdAt > c.latest) c.latest = e.createdAt;
    }
  }
  let best: Mood | null = null;
  let bestCount = { n: 0, latest: "" };
  for (const [mood, c] of counts) {
    if (c.n > bestCount.n || (c.n === bestCount.n && c.latest > bestCount.latest)) {
      best = mood;
      bestCount = c;
    }
  }
  return best;
}

/** "up", "down" or "same" (within half a point) between last week and this week. */
export function trendDirection(
  previous: number | null,
  current: number | null,
): "up" | "down" | "same" | null {
  if (previous === null || current === null) return null;
  if (Math.abs(current - previous) < 0.5) return "same";
  return current > previous ? "up" : "down";
}
