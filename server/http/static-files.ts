import { readFileSync, type Stats, statSync } from "node:fs";
import { basename, join, posix, resolve, sep } from "node:path";
import { getMimeType } from "hono/utils/mime";
import { type IndexFile, indexVariants } from "./index-variants.ts";
import {
  type AnswerRequest,
  type PreparedAnswer,
  type PreparedInit,
  prepareAnswer,
} from "./prepared-answer.ts";
import { PRERENDER_DIR, prerenderedPages } from "./prerendered-pages.ts";

/** Files that must be revalidated on every load so a new release is picked up at once. */
const NO_CACHE = new Set(["index.html", "sw.js", "manifest.webmanifest", "registerSW.js"]);

/** Cache-Control for a file under the static root (URL path without the leading slash). */
export function cacheControlFor(path: string): string {
  if (NO_CACHE.has(basename(path))) return "no-cache";
  // Vite puts content-hashed names under assets/: a changed file gets a new URL.
  if (path.startsWith("assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=86400";
}

/**
 * How long a file's prepared answer is trusted before its mtime is looked at again. A rebuild
 * of dist/ under a running server (`vite build --watch`) is picked up within this time; in
 * production dist/ only changes with a restart, so it costs one stat a second per file.
 */
const RECHECK_MS = 1000;

interface Entry extends IndexFile {
  mtimeMs: number;
  size: number;
  checkedAt: number;
}

/** The URL path as a path under the root, or null for anything that could leave it. */
function relativePath(urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes("\0") || path.includes("\\")) return null;
  if (path.endsWith("/")) path += "index.html";
  const rel = posix.normalize(path).replace(/^\/+/, "");
  // Nothing outside the root, and no dot-file or dot-folder (dist/.vite/manifest.json is a
  // build record for scripts/check-budget.ts, not part of the app).
  return rel.startsWith("..") || rel.split("/").some((part) => part.startsWith(".")) ? null : rel;
}

const fileStats = (file: string): Stats | null => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : null;
};

/** A build-time compressed copy (scripts/vite-precompress.ts), unless older than the file. */
function sibling(file: string, ext: string, stats: Stats): Buffer<ArrayBuffer> | undefined {
  const copy = fileStats(`${file}${ext}`);
  return copy && copy.mtimeMs >= stats.mtimeMs ? readFileSync(`${file}${ext}`) : undefined;
}

/**
 * The built PWA (`dist/`) as prepared answers: each file is read once, with its .br/.gz
 * siblings, its ETag (a content hash) and Last-Modified, and kept in memory (dist/ is a few MB).
 */
function fileAnswers(root: string) {
  const base = resolve(root);
  const entries = new Map<string, Entry>();

  function load(rel: string, file: string, stats: Stats): Entry {
    const body = readFileSync(file);
    const init: PreparedInit = {
      type: getMimeType(rel) ?? "application/octet-stream",
      cacheControl: cacheControlFor(rel),
      lastModified: stats.mtime,
      workerScript: rel === "sw.js",
    };
    const answer = prepareAnswer(body, {
      ...init,
      precompressed: { br: sibling(file, ".br", stats), gzip: sibling(file, ".gz", stats) },
    });
    const entry = {
      body,
      init,
      answer,
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      checkedAt: Date.now(),
    };
    entries.set(rel, entry);
    return entry;
  }

  /** The file at `rel`, a path under the root that relativePath made safe. */
  return (rel: string): Entry | null => {
    const known = entries.get(rel);
    const now = Date.now();
    if (known && now - known.checkedAt < RECHECK_MS) return known;
    const file = join(base, rel);
    if (!file.startsWith(base + sep)) return null;
    const stats = fileStats(file);
    if (!stats) {
      entries.delete(rel);
      return null;
    }
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) {
      known.checkedAt = now;
      return known;
    }
    return load(rel, file, stats);
  };
}

/**
 * A navigation is a GET for a path without a file extension (an app route like /profile) or one
 * that asks for HTML. A missing /assets/x.js must stay a 404, not become index.html.
 */
function isNavigation(path: string, accept: string | null | undefined): boolean {
  const last = path.split("/").at(-1) ?? "";
  return !last.includes(".") || (accept ?? "").includes("text/html");
}

/**
 * Serves the built PWA from `root`: the file itself (brotli or gzip copy when the client takes
 * it, 304 on a matching If-None-Match), else for an app route a page: `/landing` and `/` in the
 * request's language as the build prerendered them (prerendered-pages.ts), any other route (or
 * those two when no page was built) index.html with that route's modulepreload links
 * (index-variants.ts); else null (the app answers its JSON 404). Paths under /api never get here
 * (fast-lane.ts). index.html, its variants and the prerendered pages are prepared here, at
 * start, not on the first visit.
 */
export function staticFiles(root: string) {
  const files = fileAnswers(root);
  const variants = indexVariants(root, RECHECK_MS);
  const pages = prerenderedPages(files);
  const shell = (path: string): PreparedAnswer | null => {
    const index = files("index.html");
    return index ? variants(index, path) : null;
  };
  shell("/");
  pages.prepareAll();
  /** A file a URL names; the prerendered pages are answers to navigations, not files. */
  const fileAt = (path: string) => {
    const rel = path === "/" ? null : relativePath(path);
    return rel === null || rel.startsWith(`${PRERENDER_DIR}/`) ? null : files(rel);
  };
  return (path: string, request: AnswerRequest): Response | null => {
    const file = fileAt(path);
    if (file) return file.answer.answer(request);
    if (!isNavigation(path, request.header("accept"))) return null;
    return pages.answer(path, request) ?? shell(path)?.answer(request) ?? null;
  };
}
