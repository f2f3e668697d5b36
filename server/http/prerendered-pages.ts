import { createHash } from "node:crypto";
import { LANGUAGES, SOURCE_LANGUAGE } from "#domain/constants.ts";
import { chooseLanguage } from "#domain/language-choice.ts";
import { compressBody } from "./compress.ts";
import type { AnswerRequest, PreparedAnswer } from "./prepared-answer.ts";
import { prepareAnswer } from "./prepared-answer.ts";
import { routeMatcher } from "./route-preloads.ts";
import { pagePolicyAllowing } from "./security-headers.ts";

/**
 * Where the build writes the prerendered pages (scripts/vite-prerender.ts):
 * `dist/prerender/<language>/<file>`. Answers to navigations, never served as files.
 */
export const PRERENDER_DIR = "prerender";

/**
 * The URLs the build prerenders, as a visitor sees them
 * (docs/decisions/0016-prerendered-landing.md). `visitorsOnly`: a signed-in user gets another
 * screen at this URL (the home at "/"), so the page's boot script starts the app at once for them.
 */
export const PRERENDERED_PAGES = [
  { pattern: "/landing", file: "landing.html", visitorsOnly: false },
  { pattern: "/", file: "index.html", visitorsOnly: true },
] as const;

/** A built file as static-files.ts keeps it; a new object when the file changed on disk. */
export interface LoadedFile {
  body: Uint8Array<ArrayBuffer>;
}

/**
 * The language to answer in: the first Accept-Language tag by the rule the app applies to
 * `navigator.language` (its prefix if we ship it, else English). Browsers send their languages
 * in order of preference, the first being `navigator.language`, so page and app agree.
 */
export function languageFor(acceptLanguage: string | null | undefined): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  return chooseLanguage(null, first, LANGUAGES, SOURCE_LANGUAGE);
}

/** The bodies of the page's inline scripts (a `<script>` without attributes), in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
}

/** The base64 SHA-256 a CSP names an inline script by. */
const scriptHash = (script: string) => createHash("sha256").update(script, "utf8").digest("base64");

/**
 * One page prepared like index.html's variants: its own ETag, br and gzip copies made once, and
 * a CSP that allows exactly the inline scripts it carries. `no-cache`: a new release must show.
 */
function preparePage(file: LoadedFile): PreparedAnswer {
  const html = Buffer.from(file.body).toString("utf8");
  return prepareAnswer(file.body, {
    type: "text/html; charset=utf-8",
    cacheControl: "no-cache",
    varyAlso: "Accept-Language",
    contentSecurityPolicy: pagePolicyAllowing(inlineScripts(html).map(scriptHash)),
    precompressed: {
      br: compressBody(file.body, "br") ?? undefined,
      gzip: compressBody(file.body, "gzip") ?? undefined,
    },
  });
}

/**
 * Answers a navigation to a prerendered URL with the page in the request's language (Vary:
 * Accept-Language), or null: not such a URL, or no page built (a build without prerender, a test's
 * fake dist), and the caller answers as before. `load` reads a file under the static root (a
 * relative path), re-read when it changes; each page is prepared again only then.
 */
export function prerenderedPages(load: (rel: string) => LoadedFile | null) {
  const match = routeMatcher(PRERENDERED_PAGES);
  const prepared = new Map<string, { file: LoadedFile; answer: PreparedAnswer }>();
  const page = (file: string, language: string): PreparedAnswer | null => {
    const rel = `${PRERENDER_DIR}/${language}/${file}`;
    const loaded = load(rel);
    if (!loaded) {
      prepared.delete(rel);
      return null;
    }
    const known = prepared.get(rel);
    if (known?.file === loaded) return known.answer;
    const answer = preparePage(loaded);
    prepared.set(rel, { file: loaded, answer });
    return answer;
  };
  return {
    /** Prepares every page now (at server start), not on the first visit. */
    prepareAll(): void {
      for (const { file } of PRERENDERED_PAGES)
        for (const language of LANGUAGES) page(file, language);
    },
    answer(path: string, request: AnswerRequest): Response | null {
      const target = match(path);
      if (!target) return null;
      const language = languageFor(request.header("accept-language"));
      return page(target.file, language)?.answer(request) ?? null;
    },
  };
}
