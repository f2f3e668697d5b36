import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP for rate limits. X-Forwarded-For is trusted only with TRUST_PROXY, and then its
 * LAST entry is taken: that one was appended by our own proxy, everything left of it is whatever
 * the client chose to send. In-process tests (`app.request`) have no socket: "local".
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
