import { formatArmenianNumber, needsNumberFallback } from "./intl-fallback.ts";

/**
 * Money is stored in minor units (cents). A missing, non-numeric or zero amount is free.
 */
export function isFree(cents: unknown): boolean {
  return typeof cents !== "number" || !Number.isFinite(cents) || cents <= 0;
}

/** "€12.50" for 1250; null when the amount is free (callers show their translated 'Free'). */
export function formatEuros(cents: unknown, locale = "en"): string | null {
  if (isFree(cents)) return null;
  return formatNumber((cents as number) / 100, locale, { style: "currency", currency: "EUR" });
}

/** `Intl.NumberFormat`, or the fallback when the browser lacks the locale's number data. */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return needsNumberFallback(locale)
    ? formatArmenianNumber(value, options)
    : numberFormat(locale, options).format(value);
}

// Building an Intl.NumberFormat costs far more than formatting with it, and a list renders a
// price per card: one per (locale, options), as dates.ts does for its formatters.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}
