import * as v from "valibot";

/**
 * Search-param schemas of the routes (the experiences list's lives in the domain, beside its
 * filters). Every field falls back to `undefined` instead of failing: a hand-edited or stale URL
 * must still open the screen, never an error page.
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
