import { i18n, type Messages } from "@lingui/core";
import { LOCALE_STORAGE_KEY, type Locale } from "./locales.ts";

/**
 * Catalogs are separate chunks, fetched on demand (the service worker precaches them all, so a
 * switch works offline). Vite turns this template into one chunk per `locales/<lang>` file.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
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
