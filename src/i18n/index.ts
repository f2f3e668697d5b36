export { activateLocale } from "./activate-locale.ts";
export { detectInitialLocale } from "./detect-locale.ts";
export {
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from "./locales.ts";
