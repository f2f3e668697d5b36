const DAY_MS = 86_400_000;

/**
 * Which of `count` items to show on the local calendar day of `date`: the same all day on one
 * device, the next one tomorrow, cycling through every item before repeating.
 */
export function dailyIndex(date: Date, count: number): number {
  if (count <= 0) return -1;
  // Date.UTC of the local date: a whole number of days, whatever the time zone or DST.
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
  return ((day % count) + count) % count;
}
