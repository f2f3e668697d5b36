import { chooseLanguage } from "#domain/language-choice.ts";
import { LOCALE_STORAGE_KEY, LOCALES, SOURCE_LOCALE } from "#i18n/locales.ts";
import { TOKEN_STORAGE_KEY } from "#session/local-session.ts";
import { afterFirstContentfulPaint } from "#ui/after-first-contentful-paint.ts";
import { decideBoot } from "./boot-decision.ts";

/** What the build knows about one prerendered page's app. */
export interface PageAssets {
  /** The entry module's URL (index.html's `<script type="module">`). */
  entry: string;
  /** Modules to preload beside it: the entry's static imports and the route's chunks. */
  preloads: readonly string[];
  /** The page is what visitors see at its URL ("/"); signed in, the app draws another screen. */
  visitorsOnly: boolean;
}

interface BootConfig extends PageAssets {
  locales: readonly string[];
  sourceLocale: string;
  localeKey: string;
  tokenKey: string;
}

interface BootRules {
  choose: typeof chooseLanguage;
  decide: typeof decideBoot;
  afterPaint: typeof afterFirstContentfulPaint;
}

/**
 * The inline script at the end of a prerendered page's body. It runs before the first paint and
 * either keeps the page and starts the app after its paint, or, when the app would draw
 * something else (decideBoot), empties the page and starts the app now. Self-contained: it runs
 * as source text, with the rules handed in as arguments.
 */
function bootPrerenderedPage(config: BootConfig, rules: BootRules): void {
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked: the app reads nothing either
    }
  };
  const start = () => {
    for (const href of config.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = config.entry;
    document.head.append(script);
  };
  const when = rules.decide({
    pageLanguage: document.documentElement.lang,
    appLanguage: rules.choose(
      read(config.localeKey),
      navigator.language,
      config.locales,
      config.sourceLocale,
    ),
    sessionStored: !!read(config.tokenKey),
    visitorsOnly: config.visitorsOnly,
  });
  if (when === "now") {
    document.getElementById("root")?.replaceChildren();
    start();
  } else {
    rules.afterPaint(start);
  }
}

/**
 * The boot script's text, made at build time from the app's own constants and rules (one source
 * for locales, storage keys and the language rule). Its SHA-256 is what the page's CSP allows.
 */
export function bootScriptText(assets: PageAssets): string {
  const config: BootConfig = {
    ...assets,
    locales: LOCALES,
    sourceLocale: SOURCE_LOCALE,
    localeKey: LOCALE_STORAGE_KEY,
    tokenKey: TOKEN_STORAGE_KEY,
  };
  // "<" escaped: no "</script>" can end the script early, whatever a URL holds.
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  const rules = `{choose:${chooseLanguage},decide:${decideBoot},afterPaint:${afterFirstContentfulPaint}}`;
  const text = `(${bootPrerenderedPage})(${json},${rules});`;
  if (/<\/script/i.test(text)) throw new Error("boot script: contains </script");
  return text;
}
