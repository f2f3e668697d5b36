import { formatArmenianNumber, needsNumberFallback } from "./intl-fallback.ts";

type ByteUnit = "byte" | "kilobyte" | "megabyte" | "gigabyte" | "terabyte";

const UNITS: readonly ByteUnit[] = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"];

/** CLDR's short Armenian units, for a browser without Armenian number data (intl-fallback.ts). */
const ARMENIAN_UNITS: Record<ByteUnit, string> = {
  byte: "բայթ",
  kilobyte: "կԲ",
  megabyte: "ՄԲ",
  gigabyte: "ԳԲ",
  terabyte: "ՏԲ",
};

/**
 * A size in bytes as people read it, in the locale's words ("12.3 MB", "12,3 MB", "2 GB"):
 * decimal units (1 MB = 1,000,000 bytes, as the unit's name says), at most one decimal, and none
 * for whole bytes.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1000 && step < UNITS.length - 1) {
    value /= 1000;
    step += 1;
  }
  const unit = UNITS[step] ?? "byte";
  const maximumFractionDigits = step === 0 || value >= 100 ? 0 : 1;
  if (needsNumberFallback(locale)) {
    return `${formatArmenianNumber(value, { maximumFractionDigits })}\u00a0${ARMENIAN_UNITS[unit]}`;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits,
  }).format(value);
}
