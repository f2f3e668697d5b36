import * as v from "valibot";

/**
 * Building blocks for the domain schemas. Form fields arrive as strings (or null from cleared
 * inputs), the wire sends numbers; these accept both so one schema serves forms, the client
 * repos and the server.
 *
 * A required field is written as `optional(…, "")` + `nonEmpty(message)` on purpose: a missing
 * key then fails with the field's own message instead of valibot's generic "Invalid key".
 */

export const ID_MSG = "Invalid id";

/** Entity ids are UUID strings (v7 when we make them; any version is accepted). */
export const idSchema = v.pipe(
  v.optional(v.string(ID_MSG), ""),
  v.trim(),
  v.uuid(ID_MSG),
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

export const EMAIL_MSG = "Please enter a valid email";

/** A required, valid e-mail address (trimmed; case kept, the server compares lower-cased). */
export const emailSchema = v.pipe(
  v.optional(v.nullable(v.string(EMAIL_MSG)), ""),
  v.transform((s) => (s ?? "").trim()),
  v.email(EMAIL_MSG),
  v.maxLength(254, EMAIL_MSG),
);

/** Arrays without duplicates, keeping first-seen order. */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
