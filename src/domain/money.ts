/**
 * Money is stored in minor units (cents, spec §9). A missing, non-numeric or zero amount is free.
 */
export function isFree(cents: unknown): boolean {
  return typeof cents !== "number" || !Number.isFinite(cents) || cents <= 0;
}

/** "€12.50" for 1250; null when the amount is free (callers show their translated 'Free'). */
export function formatEuros(cents: unknown, locale = "en"): string | null {
  if (isFree(cents)) return null;
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(
    (cents as number) / 100,
  );
}
