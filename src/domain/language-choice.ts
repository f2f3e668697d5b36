/**
 * The start language: a stored choice if it is one we ship, else the language prefix
 * of the browser's language tag ("lv-LV" → "lv", "FR_ca" → "fr") if we ship it, else `fallback`.
 *
 * One rule, three callers: the app at boot (src/i18n/detect-locale.ts), the server choosing a
 * prerendered page by the first Accept-Language tag (server/http/prerendered-pages.ts), and the
 * prerendered page's inline boot script, which embeds this function's source text
 * (src/app/prerender/boot-script.ts). Hence self-contained: no imports, no module-level names,
 * nothing but its arguments.
 */
export function chooseLanguage(
  stored: string | null | undefined,
  browserTag: string | null | undefined,
  shipped: readonly string[],
  fallback: string,
): string {
  if (stored && shipped.includes(stored)) return stored;
  const prefix = browserTag?.split(/[-_]/)[0]?.toLowerCase();
  if (prefix && shipped.includes(prefix)) return prefix;
  return fallback;
}
