/**
 * Date helpers shared by browser and server. Dates travel as ISO text.
 *
 * Two kinds of text exist: a date-only "YYYY-MM-DD" (a calendar day with no time, read in the
 * viewer's local time zone, because `new Date("2026-03-15")` would mean UTC midnight and show the
 * day before west of Greenwich), and a date-time (an instant). Formatting goes through Intl with
 * the caller's locale, or through ./intl-fallback.ts when the browser lacks that locale's data.
 */

import { formatArmenianDate, needsDateFallback } from "./intl-fallback.ts";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_MS = 86_400_000;

export function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text.trim());
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Is y-m-d a real calendar day? Arithmetic only: this runs for every row of a 10,000 list. */
function isRealDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && leap ? 29 : (MONTH_DAYS[m - 1] ?? 0));
}

const ymdOf = (t: string) => [Number(t.slice(0, 4)), Number(t.slice(5, 7)), Number(t.slice(8, 10))];

/** Local midnight of a valid "YYYY-MM-DD", or null (also for impossible days like 02-30). */
function parseDateOnly(text: string): Date | null {
  const [y = 0, m = 0, d = 0] = ymdOf(text);
  return isRealDay(y, m, d) ? new Date(y, m - 1, d) : null;
}

/**
 * Parses ISO text strictly: "YYYY-MM-DD" (local midnight) or an ISO date-time. A date-time
 * without an offset is local time, as `<input type="datetime-local">` produces it. Null if the
 * text is not ISO or names an impossible day.
 */
export function parseIsoText(text: string): Date | null {
  const t = text.trim();
  if (DATE_ONLY.test(t)) return parseDateOnly(t);
  if (!ISO_DATE_TIME.test(t)) return null;
  const [y = 0, m = 0, d = 0] = ymdOf(t);
  if (!isRealDay(y, m, d)) return null;
  const date = new Date(t.includes(" ") ? t.replace(" ", "T") : t);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Normalises ISO text: a date-only stays "YYYY-MM-DD" (a day is not an instant), a date-time
 * becomes UTC `toISOString()`. Where no offset is given, the local zone of the machine running
 * this decides, so the browser should normalise before the value is sent; text that already
 * carries an offset normalises the same everywhere. Null when invalid.
 */
export function normalizeIsoText(text: string): string | null {
  const t = text.trim();
  if (DATE_ONLY.test(t)) return parseDateOnly(t) ? t : null;
  return parseIsoText(t)?.toISOString() ?? null;
}

/**
 * Lenient parse for stored or legacy text: ISO first, then whatever `Date` understands.
 * Null when nothing works.
 */
export function parseDateText(text: string | null | undefined): Date | null {
  if (!text) return null;
  const iso = parseIsoText(text);
  if (iso) return iso;
  // ISO-shaped but impossible ("2026-02-30"): engines roll it over to March; refuse instead.
  if (/^\s*\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/**
 * The years a date may name anywhere in the app. Outside them a date is a typo or an attack
 * (`+275760-09-13T00:00:00.000Z`, the largest instant JavaScript knows, used to break sorting,
 * formatting and the calendar); every schema that takes a date refuses it.
 */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

const isAllowedYear = (year: number) => year >= DATE_YEARS.min && year <= DATE_YEARS.max;

export function isInDateYears(date: Date | null): date is Date {
  if (!date || Number.isNaN(date.getTime())) return false;
  return isAllowedYear(date.getUTCFullYear());
}

/**
 * Is ISO text (a day or a date-time) within DATE_YEARS? A day is judged by the year it names,
 * not by the UTC year of its local midnight, which east of Greenwich is the year before.
 */
export function isIsoTextInDateYears(text: string): boolean {
  const t = text.trim();
  if (DATE_ONLY.test(t)) return parseDateOnly(t) !== null && isAllowedYear(Number(t.slice(0, 4)));
  return isInDateYears(parseIsoText(t));
}

export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole local days from `now`'s day to `date`'s day (0 = today, negative = past). */
export function daysUntil(date: Date, now: Date): number {
  return Math.round((startOfLocalDay(date).getTime() - startOfLocalDay(now).getTime()) / DAY_MS);
}

/** True when the instant is strictly after `now`. */
export function isFuture(date: Date | string, now: Date): boolean {
  const d = typeof date === "string" ? parseDateText(date) : date;
  return d !== null && d.getTime() > now.getTime();
}

/**
 * Is an experience date still to come? A date-only day counts as upcoming for the whole of that
 * day; a date-time until it starts. Unparseable text is not upcoming (nothing to promise).
 */
export function isUpcoming(text: string | null | undefined, now: Date): boolean {
  return upcomingStart(text, now) !== null;
}

/** The parsed start of an upcoming date (local midnight for a date-only day), else null. */
export function upcomingStart(text: string | null | undefined, now: Date): Date | null {
  const start = parseDateText(text);
  if (!start) return null;
  // A date-only day ends at the next local midnight (not +24 h: DST days are 23 or 25 hours).
  const end = isDateOnly(text ?? "")
    ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
    : start;
  return end.getTime() > now.getTime() ? start : null;
}

/** "2026-03-15T18:30" in local time, the value format of `<input type="datetime-local">`. */
export function toDateTimeLocalValue(value: Date | string | null | undefined): string {
  const d = typeof value === "string" ? parseDateText(value) : value;
  if (!d || Number.isNaN(d.getTime())) return "";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

// Intl formatters are costly to build; a list of 10,000 cards formats with a handful of them.
const formatterCache = new Map<string, { format: (d: Date) => string }>();

function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): { format: (d: Date) => string } {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatterCache.get(key);
  if (!f) {
    f = needsDateFallback(locale)
      ? { format: (d: Date) => formatArmenianDate(d, options) }
      : new Intl.DateTimeFormat(locale, options);
    formatterCache.set(key, f);
  }
  return f;
}

export function formatDate(
  value: Date | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const d = typeof value === "string" ? parseDateText(value) : value;
  if (!d || Number.isNaN(d.getTime())) return typeof value === "string" ? value : "";
  return formatter(locale, options).format(d);
}

export function formatDateTime(value: Date | string, locale: string): string {
  return formatDate(value, locale, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * An experience's date for display: a date-only text shows the day, a date-time the day and
 * time; text that does not parse is shown as written (legacy free text like "Every Monday").
 */
export function formatExperienceDate(text: string, locale: string): string {
  if (isDateOnly(text)) return formatDate(text, locale, { dateStyle: "full" });
  return formatDate(text, locale, { dateStyle: "full", timeStyle: "short" });
}
