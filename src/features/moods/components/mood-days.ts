/**
 * Check-ins grouped by the reader's local day, latest day first and latest entry first within a
 * day: several check-ins a day are normal (morning and evening, before and after a visit), so
 * the history shows the day once and each entry's time of day.
 */

export interface MoodDay<E> {
  /** Local calendar day "YYYY-MM-DD" (stable React key). */
  key: string;
  /** Local midnight of that day. */
  date: Date;
  entries: E[];
}

const pad = (n: number) => String(n).padStart(2, "0");

export function groupByDay<E extends { createdAt: string }>(entries: readonly E[]): MoodDay<E>[] {
  const days = new Map<string, MoodDay<E>>();
  const sorted = entries
    .map((entry) => ({ entry, at: new Date(entry.createdAt) }))
    .filter(({ at }) => !Number.isNaN(at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  for (const { entry, at } of sorted) {
    const key = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    const day = days.get(key);
    if (day) day.entries.push(entry);
    else {
      const date = new Date(at.getFullYear(), at.getMonth(), at.getDate());
      days.set(key, { key, date, entries: [entry] });
    }
  }
  return [...days.values()];
}
