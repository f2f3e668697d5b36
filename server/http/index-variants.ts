import { statSync } from "node:fs";
import { join } from "node:path";
import { compressBody } from "./compress.ts";
import { type PreparedAnswer, type PreparedInit, prepareAnswer } from "./prepared-answer.ts";
import {
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  readRoutePreloads,
  routeMatcher,
} from "./route-preloads.ts";

/** index.html as static-files.ts loaded it: its bytes, how it is answered, and that answer. */
export interface IndexFile {
  body: Uint8Array<ArrayBuffer>;
  init: PreparedInit;
  answer: PreparedAnswer;
}

/** The tags for a route's files, in the form Vite writes for the entry's own (crossorigin). */
function preloadTags(route: RoutePreload): string {
  return [
    ...route.js.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...route.css.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
  ].join("\n    ");
}

/** index.html with `tags` at the end of its head, or null when it has no `</head>`. */
function withTags(html: string, tags: string): string | null {
  const end = html.search(/<\/head>/i);
  return end < 0 ? null : `${html.slice(0, end).trimEnd()}\n    ${tags}\n  ${html.slice(end)}`;
}

/** One variant, prepared like the file itself: own ETag, br and gzip copies made now, once. */
function prepareVariant(html: string, init: PreparedInit): PreparedAnswer {
  const body = Buffer.from(html);
  return prepareAnswer(body, {
    ...init,
    precompressed: {
      br: compressBody(body, "br") ?? undefined,
      gzip: compressBody(body, "gzip") ?? undefined,
    },
  });
}

/** Every route's variant of one index.html; routes that preload the same files share one. */
function prepareVariants(routes: readonly RoutePreload[], index: IndexFile) {
  const html = Buffer.from(index.body).toString("utf8");
  const byTags = new Map<string, PreparedAnswer | null>();
  const variants = routes.flatMap((route) => {
    const tags = preloadTags(route);
    if (!tags) return [];
    if (!byTags.has(tags)) {
      const page = withTags(html, tags);
      byTags.set(tags, page === null ? null : prepareVariant(page, index.init));
    }
    const answer = byTags.get(tags);
    return answer ? [{ pattern: route.pattern, answer }] : [];
  });
  const match = routeMatcher(variants);
  return (path: string) => match(path)?.answer ?? null;
}

/**
 * The index.html to answer a navigation with (decision 0017): the one that names the files of the
 * route the URL opens as `<link rel="modulepreload">`, so a cold load fetches the route's chunks
 * beside the entry instead of after it (the build's map: route-preloads.ts). Every variant is
 * prepared when index.html or the map is (re)loaded, never per request, each with its own ETag,
 * so 304s work per route. A rebuild under a running server gives a new IndexFile; the map,
 * written just after index.html, is looked at again at most every `recheckMs`. No match (an
 * unknown path: the not-found screen) or no map: plain index.html.
 */
export function indexVariants(root: string, recheckMs: number) {
  const mapFile = join(root, ROUTE_PRELOADS_FILE);
  let basis: IndexFile | null = null;
  let mapTime = Number.NaN;
  let checkedAt = 0;
  let variantFor: (path: string) => PreparedAnswer | null = () => null;
  return (index: IndexFile, path: string): PreparedAnswer => {
    const now = Date.now();
    if (index !== basis || now - checkedAt >= recheckMs) {
      checkedAt = now;
      const time = statSync(mapFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (index !== basis || time !== mapTime) {
        basis = index;
        mapTime = time;
        variantFor = prepareVariants(readRoutePreloads(root), index);
      }
    }
    return variantFor(path) ?? index.answer;
  };
}
