import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";

/** GETs whose answer is the same for every caller (their routes' guard is "public"). */
const PUBLIC_READS = [
  /^\/api\/health$/,
  /^\/api\/experiences$/,
  /^\/api\/experiences\/[^/]+$/,
  /^\/api\/tickets\/public-key$/,
];

const withEtag = etag();

/**
 * Cache rules for /api. Public reads carry an ETag and `no-cache`: a browser or proxy may keep
 * them but asks again each time, and an unchanged list answers 304 without a body. Everything
 * else (a user's own data, refusals, writes) is `no-store`, so a shared computer's cache or a
 * proxy never keeps one person's answers for the next.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    const publicRead =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      PUBLIC_READS.some((re) => re.test(c.req.path));
    if (publicRead) await withEtag(c, next);
    else await next();
    const cacheable = publicRead && (c.res.status === 200 || c.res.status === 304);
    c.res.headers.set("Cache-Control", cacheable ? "no-cache" : "no-store");
  };
}
