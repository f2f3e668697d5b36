import type { MiddlewareHandler } from "hono";
import { contentHash, etagFor, ifNoneMatchHits } from "./etags.ts";
import { isPrepared } from "./prepared-mark.ts";

/**
 * GETs whose answer is the same for every caller (their routes' guard is "public"). The hot
 * ones (/api/experiences, a visitor's pull) are prepared answers with their own headers
 * (fast-lane.ts); these regexes only see the rest. /api/health is not one: it reports the
 * database at the moment of asking, so it is `no-store` like any other answer.
 */
const PUBLIC_READS = [
  /^\/api\/experiences$/,
  /^\/api\/experiences\/[^/]+$/,
  /^\/api\/tickets\/public-key$/,
];

/**
 * Cache rules for /api. Public reads carry an ETag and `no-cache`: a browser or proxy may keep
 * them but asks again each time, and an unchanged answer is a 304 without a body. Everything
 * else (a user's own data, refusals, writes) is `no-store`, so a shared computer's cache or a
 * proxy never keeps one person's answers for the next. The ETag names the identity body;
 * compression (compress-answers.ts, outside this) gives each encoding its own tag.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const publicRead =
      (method === "GET" || method === "HEAD") && PUBLIC_READS.some((re) => re.test(c.req.path));
    await next();
    const res = c.res;
    if (isPrepared(res)) return;
    if (!publicRead || res.status !== 200) {
      res.headers.set("cache-control", "no-store");
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const hash = contentHash(body);
    const etag = etagFor(hash, "identity");
    c.res = undefined;
    if (ifNoneMatchHits(c.req.header("if-none-match"), hash)) {
      c.res = new Response(null, { status: 304, headers: { etag, "cache-control": "no-cache" } });
      return;
    }
    const headers = new Headers(res.headers);
    headers.set("cache-control", "no-cache");
    headers.set("etag", etag);
    headers.set("content-length", String(body.byteLength));
    c.res = new Response(body, { status: 200, headers });
  };
}
