import { isLocale, LOCALE_STORAGE_KEY, type Locale, SOURCE_LOCALE } from "./locales.ts";

export interface LocaleEnvironment {
  /** The stored choice (localStorage), or null. */
  stored: string | null;
  /** The browser language (`navigator.language`), e.g. "lv-LV". */
  browserLanguage: string | null | undefined;
}

/**
 * Start language (spec §9): the stored choice if valid, else the browser language when its prefix
 * is one we ship, else English. Pure when given an environment; reads the browser otherwise.
 */
export function detectInitialLocale(env: LocaleEnvironment = readLocaleEnvironment()): Locale {
  if (isLocale(env.stored)) return env.stored;
  const prefix = env.browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  if (isLocale(prefix)) return prefix;
  return SOURCE_LOCALE;
}

export function readLocaleEnvironment(): LocaleEnvironment {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy settings): behave as if nothing was stored.
  }
  return { stored, browserLanguage: globalThis.navigator?.language };
}
