import { chooseLanguage } from "#domain/language-choice.ts";
import { isLocale, LOCALE_STORAGE_KEY, LOCALES, type Locale, SOURCE_LOCALE } from "./locales.ts";

export interface LocaleEnvironment {
  /** The stored choice (localStorage), or null. */
  stored: string | null;
  /** The browser language (`navigator.language`), e.g. "lv-LV". */
  browserLanguage: string | null | undefined;
}

/**
 * Start language: the stored choice if valid, else the browser language when its prefix
 * is one we ship, else English (the rule: #domain/language-choice.ts). Pure when given an
 * environment; reads the browser otherwise.
 */
export function detectInitialLocale(env: LocaleEnvironment = readLocaleEnvironment()): Locale {
  const chosen = chooseLanguage(env.stored, env.browserLanguage, LOCALES, SOURCE_LOCALE);
  return isLocale(chosen) ? chosen : SOURCE_LOCALE;
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
