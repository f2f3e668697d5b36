/** What a prerendered page's boot script knows when it runs, before the first paint. */
export interface BootFacts {
  /** `<html lang>` of the page: the language it was prerendered in. */
  pageLanguage: string;
  /** The language the app will start in (the stored choice, else the browser's, else English). */
  appLanguage: string;
  /** A session token is stored on this device. */
  sessionStored: boolean;
  /** The page is what visitors see at this URL; a signed-in user gets another screen ("/"). */
  visitorsOnly: boolean;
}

/**
 * "now": the app would draw something else here (another language, or a signed-in user's home),
 * so the prerendered page must not be shown: empty it and start the app at once.
 * "after-paint": the page is what the app will draw; show it and start the app after the paint.
 *
 * Self-contained (no module-level names): the inline boot script embeds its source text
 * (boot-script.ts).
 */
export function decideBoot(facts: BootFacts): "now" | "after-paint" {
  if (facts.visitorsOnly && facts.sessionStored) return "now";
  return facts.appLanguage === facts.pageLanguage ? "after-paint" : "now";
}
