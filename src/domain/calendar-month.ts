/**
 * The month view's arithmetic, in local time: which days a month grid shows, which items fall
 * on a day (an item spanning midnight shows on each day it touches) and where the arrow keys
 * move the focused day. Pure; the grid component only renders.
 */

/** "2026-03-15" of a local day: the grid's keys and the cells' ids. */
export function dayKey(date: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

/**
 * Adds months keeping the day of the month where it exists (31 January + 1 month is the last
 * day of February, not 3 March).
 */
export function addMonths(day: Date, months: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), last));
}

/**
 * The weeks of the month containing `day`, each 7 local days, starting on `weekStartsOn`
 * (0 Sunday … 6 Saturday; 1 Monday in most of Europe). Leading and trailing days of the
 * neighbouring months fill the first and last week.
 */
export function monthWeeks(day: Date, weekStartsOn = 1): Date[][] {
  const first = new Date(day.getFullYear(), day.getMonth(), 1);
  const lead = (first.getDay() - weekStartsOn + 7) % 7;
  const daysInMonth = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  const start = addDays(first, -lead);
  return Array.from({ length: weekCount }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
}

/** True when [start, end) touches the local day (an instant event at midnight counts). */
export function touchesDay(item: { start: Date; end: Date }, day: Date): boolean {
  const dayStart = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const dayEnd = addDays(day, 1).getTime();
  const start = item.start.getTime();
  const end = Math.max(item.end.getTime(), start + 1);
  return start < dayEnd && end > dayStart;
}

/** The items on one local day, in their given order. */
export function itemsOnDay<T extends { start: Date; end: Date }>(
  items: readonly T[],
  day: Date,
): T[] {
  return items.filter((item) => touchesDay(item, day));
}

/** Grid keys a calendar moves with (WAI-ARIA date grid pattern). */
export type GridKey =
  | "ArrowLeft"
  | "ArrowRight"
  | "ArrowUp"
  | "ArrowDown"
  | "Home"
  | "End"
  | "PageUp"
  | "PageDown";

const GRID_KEYS: readonly string[] = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
];

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.includes(key);
}

/**
 * The day focus moves to: a day left or right (mirrored in right-to-left text), a week up or
 * down, the start or end of the week, a month back or on (PageUp / PageDown).
 */
export function moveFocus(day: Date, key: GridKey, weekStartsOn = 1, rtl = false): Date {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, rtl ? 1 : -1);
    case "ArrowRight":
      return addDays(day, rtl ? -1 : 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7));
    case "End":
      return addDays(day, 6 - ((day.getDay() - weekStartsOn + 7) % 7));
    case "PageUp":
      return addMonths(day, -1);
    case "PageDown":
      return addMonths(day, 1);
  }
}
