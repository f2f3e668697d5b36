import { i18n, type Messages } from "@lingui/core";
import { LOCALE_STORAGE_KEY, type Locale } from "./locales.ts";

/**
 * Catalogs are separate chunks, fetched on demand (the service worker precaches them all, so a
 * switch works offline): one chunk per `locales/<lang>` file.
 * English, the source locale, has none to fetch: the build compiles each message's English
 * into the code (scripts/lingui-precompile.ts), and Lingui shows it when a catalog lacks an id.
 */
type CatalogModule = { messages: Messages };

// The built app leaves English out altogether, so its chunk is neither built nor precached.
const catalogs = import.meta.env.PROD
  ? import.meta.glob<CatalogModule>(["../../locales/*/messages.po", "!../../locales/en/**"])
  : import.meta.glob<CatalogModule>("../../locales/*/messages.po");

async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = catalogs[`../../locales/${locale}/messages.po`];
  if (!load) return {};
  return (await load()).messages;
}

const loaded = new Set<Locale>();

/**
 * Loads and activates a language, stores the choice and sets `<html lang>`.
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
