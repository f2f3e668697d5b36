import { i18n, type Messages } from "@lingui/core";
import { LOCALE_STORAGE_KEY, type Locale, SOURCE_LOCALE } from "./locales.ts";

/**
 * Catalogs are separate chunks, fetched on demand (the service worker precaches them all, so a
 * switch works offline). Vite turns this template into one chunk per `locales/<lang>` file.
 * English, the source locale, has none to fetch: the build compiles each message's English
 * into the code (scripts/lingui-precompile.ts), and Lingui shows it when a catalog lacks an id.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE && import.meta.env.PROD) return {};
  const module = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
  return module.messages;
}

const loaded = new Set<Locale>();

/**
 * Loads and activates a language, stores the choice and sets `<html lang>` (spec §4 Language).
 * Resolves once the new texts are in place.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadCatalog(locale));
    loaded.add(locale);
  }
  i18n.activate(locale);
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
