import { basename } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

/** Files that must be revalidated on every load so a new release is picked up at once. */
const NO_CACHE = new Set(["index.html", "sw.js", "manifest.webmanifest", "registerSW.js"]);

/** Cache-Control for a file under the static root (URL path without the leading slash). */
export function cacheControlFor(path: string): string {
  if (NO_CACHE.has(basename(path))) return "no-cache";
  // Vite puts content-hashed names under assets/: a changed file gets a new URL.
  if (path.startsWith("assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=86400";
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * A navigation is a GET for a path without a file extension (an app route like /profile) or one
 * that asks for HTML. A missing /assets/x.js must stay a 404, not become index.html.
 */
function isNavigation(c: Context): boolean {
  const last = c.req.path.split("/").at(-1) ?? "";
  return !last.includes(".") || (c.req.header("accept") ?? "").includes("text/html");
}

/** Serves the built PWA from `root` with cache headers, and index.html for app routes. */
export function staticFiles(root: string): MiddlewareHandler {
  const files = serveStatic({ root });
  const appShell = serveStatic({ root, path: "index.html" });
  const notFound = async () => {};
  return async (c, next) => {
    if (isApi(c.req.path)) return next();
    const file = await files(c, notFound);
    if (file) {
      const path = c.req.path.endsWith("/") ? `${c.req.path}index.html` : c.req.path;
      file.headers.set("Cache-Control", cacheControlFor(path.slice(1)));
      return file;
    }
    if (!isNavigation(c)) return next();
    const shell = await appShell(c, notFound);
    if (!shell) return next();
    shell.headers.set("Cache-Control", "no-cache");
    return shell;
  };
}
