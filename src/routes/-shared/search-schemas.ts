import * as v from "valibot";

/**
 * Search-param schemas shared by several routes. Every field falls back to `undefined` instead of
 * failing: a hand-edited or stale URL must still open the screen, never an error page.
 */

/**
 * True for a same-origin path we may navigate to after sign-in: it starts with one "/" and does
 * not become another origin when resolved ("//evil.example", "/\\evil.example" are protocol
 * relative in browsers). Control characters are refused because browsers strip them first.
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  const base = "https://culturewell.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The router JSON-parses search values, so "?search=42" arrives as a number: accept both. */
const searchText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).slice(0, 200)),
    ),
  ),
  undefined,
);

export const loginSearchSchema = v.object({
  redirect: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.check((value: string) => isSafeRedirectPath(value)),
      ),
    ),
    undefined,
  ),
});

/** `/experiences?search=…&category=…&wellbeing=…` (spec §2: home, footer and dashboard links). */
export const experiencesSearchSchema = v.object({
  search: searchText,
  category: searchText,
  wellbeing: searchText,
});
