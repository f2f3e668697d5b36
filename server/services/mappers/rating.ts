/**
 * The average of ratings kept as a running sum and count (experiences.rating_sum/rating_count),
 * rounded to one decimal; null without any rating, so a screen shows "—" and never a made-up 0.
 */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
