export { activateLocale } from "./activate-locale.ts";
export { detectInitialLocale } from "./detect-locale.ts";
export {
  isLocale,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  SOURCE_LOCALE,
} from "./locales.ts";
