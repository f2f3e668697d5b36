import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "#domain/constants.ts";

/** The six interface languages, each named in its own language for the picker. */
export const LOCALES = LANGUAGES;
export type Locale = Language;

export const SOURCE_LOCALE: Locale = SOURCE_LANGUAGE;

/** Key of the stored choice in localStorage. */
export const LOCALE_STORAGE_KEY = "culturewell.locale";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  lv: "Latviešu",
  es: "Español",
  hy: "Հայերեն",
  fr: "Français",
  de: "Deutsch",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
