import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What one app route loads before its first render, beyond what index.html already names (the
 * entry and its static imports): its lazy route chunks and their static imports, and their CSS.
 * The build works it out (scripts/vite-route-preloads.ts); the server names these files in the
 * index.html it answers for a navigation to that route (index-variants.ts), so the browser fetches
 * them beside the entry instead of discovering them after the entry ran (decision 0017).
 */
export interface RoutePreload {
  /** The route's full path as TanStack Router writes it: `/experience/$id`, `/dashboard/`. */
  pattern: string;
  /** URLs of JS chunks, e.g. `/assets/experiences-D6260R6g.js`. */
  js: string[];
  /** URLs of stylesheets the route's chunks bring. */
  css: string[];
}

/** Where the build writes the map, beside Vite's manifest (a build record, never served). */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** A URL that is safe to write into an attribute as it is: a path on this origin (not `//host`). */
const SAFE_URL = /^\/(?!\/)(?!.*\.\.)[\w.\-/~$@]+$/;

const urls = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((url) => typeof url === "string" && SAFE_URL.test(url))
    ? value
    : null;

/** The build's map, or no routes when it is missing or not what the build writes. */
export function readRoutePreloads(root: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(root, ROUTE_PRELOADS_FILE), "utf8"));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: Partial<Record<keyof RoutePreload, unknown>>) => {
    const js = urls(entry?.js);
    const css = urls(entry?.css);
    const pattern = entry?.pattern;
    return typeof pattern === "string" && pattern.startsWith("/") && js && css
      ? [{ pattern, js, css }]
      : [];
  });
}

/** `/experience/$id/` → ["experience", "$id"]; the router ignores a trailing slash. */
function segments(path: string): string[] {
  const parts = path.split("/").slice(1);
  if (parts.at(-1) === "") parts.pop();
  return parts;
}

/** A `$name` segment (a path parameter) or `$` (the rest of the path). */
const isParam = (segment: string) => segment.startsWith("$");

/**
 * The route a URL path opens, as the router matches it (case-insensitive, trailing slash
 * ignored); where two match, the one with a literal segment first wins (`/dashboard/new` over
 * `/dashboard/$role`), as in TanStack Router's ranking. null: no route (the not-found screen).
 */
export function routeMatcher<T extends { pattern: string }>(routes: readonly T[]) {
  const compiled = routes.map((route) => ({
    route,
    parts: segments(route.pattern).map((part) => (isParam(part) ? part : part.toLowerCase())),
  }));
  // Literal before parameter, segment by segment; the rest (`$`) last.
  const rank = (part: string | undefined) => (part === "$" ? 2 : part && isParam(part) ? 1 : 0);
  compiled.sort((a, b) => {
    for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
      const diff = rank(a.parts[i]) - rank(b.parts[i]);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  return (path: string): T | null => {
    const wanted = segments(path).map((part) => part.toLowerCase());
    if (wanted.some((part) => part === "")) return null;
    for (const { route, parts } of compiled) {
      if (fits(parts, wanted)) return route;
    }
    return null;
  };
}

function fits(parts: readonly string[], wanted: readonly string[]): boolean {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? "";
    if (part === "$") return true;
    if (i >= wanted.length) return false;
    if (!isParam(part) && part !== wanted[i]) return false;
  }
  return parts.length === wanted.length;
}
