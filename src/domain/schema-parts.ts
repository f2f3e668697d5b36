import * as v from "valibot";
import { isInDateYears, isIsoTextInDateYears, normalizeIsoText, parseDateText } from "./dates.ts";
import { R, type ReasonCode } from "./reasons.ts";

/**
 * Building blocks for the domain schemas. Form fields arrive as strings (or null from cleared
 * inputs), the wire sends numbers; these accept both so one schema serves forms, the client
 * repos and the server.
 *
 * A required field is written as `optional(…, "")` + `nonEmpty(message)` on purpose: a missing
 * key then fails with the field's own message instead of valibot's generic "Invalid key".
 */

/** Entity ids are UUID strings (v7 when we make them; any version is accepted). */
export const idSchema = v.pipe(
  v.optional(v.string(R.id_invalid), ""),
  v.trim(),
  v.uuid(R.id_invalid),
  v.toLowerCase(),
);

/** Trimmed text that must not be empty and has an upper bound. */
export function requiredText(requiredMessage: string, max: number, maxMessage: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(requiredMessage)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, maxMessage),
  );
}

/** Trimmed optional text; empty or missing becomes null so a PUT can clear it. */
export function optionalText(max: number, maxMessage: string) {
  return v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, maxMessage))),
  );
}

/** "" / null / undefined → undefined; numeric text → number; anything else → NaN (rejected). */
export function toOptionalNumber(input: unknown): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === "number") return input;
  if (typeof input === "string") {
    const t = input.trim();
    return t === "" ? undefined : Number(t);
  }
  return Number.NaN;
}

/** A required, valid e-mail address (trimmed; case kept, the server compares lower-cased). */
export const emailSchema = v.pipe(
  v.optional(v.nullable(v.string(R.email_invalid)), ""),
  v.transform((s) => (s ?? "").trim()),
  v.email(R.email_invalid),
  v.maxLength(254, R.email_invalid),
);

/** Arrays without duplicates, keeping first-seen order. */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * THE date-time field: text (ISO from the wire, or what a date-time input gives) → UTC ISO,
 * years 1900–2200 (DATE_YEARS). Every schema that takes an instant uses this one.
 */
export function dateTimeField(required: ReasonCode, invalid: ReasonCode) {
  return v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const date = parseDateText(dataset.value);
      if (isInDateYears(date)) return date.toISOString();
      addIssue({ message: invalid });
      return NEVER;
    }),
  );
}

/**
 * A day or a date-time (experience dates: "YYYY-MM-DD" stays a day, anything else becomes UTC
 * ISO), strict ISO only, within the same years as `dateTimeField`.
 */
export function dayOrDateTimeField(required: ReasonCode, invalid: ReasonCode) {
  return v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.transform((s) => normalizeIsoText(s) ?? ""),
    v.check(isIsoTextInDateYears, invalid),
  );
}

/** A machine timestamp (the sync queue's createdAt): ISO with offset, within DATE_YEARS. */
export const isoTimestampSchema = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check((s) => isInDateYears(new Date(s))),
);
