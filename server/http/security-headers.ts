import type { MiddlewareHandler } from "hono";
import { isPrepared } from "./prepared-mark.ts";

/**
 * script-src is 'self' (the PWA registers its service worker from a bundled module), plus
 * 'wasm-unsafe-eval' for the door's QR decoder (WebAssembly; it allows no JavaScript eval:
 * docs/decisions/0010-door-qr-decoder.md). The one inline script is a prerendered page's boot
 * script (docs/decisions/0016-prerendered-landing.md): only the answers that carry it allow it,
 * by its SHA-256 (`scriptHashes`), never 'unsafe-inline'. Inline styles stay allowed for
 * libraries that set style attributes.
 * Images may come from any https site: partners paste links to their own pictures
 * (docs/decisions/0007-external-images.md); plain http stays out (mixed content).
 */
const policy = (connectSrc: string, scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (the door's QR decoder), never JS eval.
    [
      "script-src 'self' 'wasm-unsafe-eval'",
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
    ].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export const CONTENT_SECURITY_POLICY = policy("'self'");

/** The page policy that also runs the inline scripts with these SHA-256 digests (base64). */
export const pagePolicyAllowing = (scriptHashes: readonly string[]) =>
  policy("'self'", scriptHashes);

/**
 * The service worker's own policy (a worker is governed by the CSP of its script): it fetches
 * the external pictures to keep them for offline use, which `connect-src 'self'` would block.
 * Pages keep `connect-src 'self'`; only the worker, which runs no third-party code, may fetch.
 */
export const WORKER_CONTENT_SECURITY_POLICY = policy("'self' https:");

/**
 * Lower-case names: prepared answers (prepared-answer.ts) spread this into a plain header object,
 * where a second spelling of the same name would be sent as a second header.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(self), microphone=(), geolocation=()",
  // Browsers ignore it on plain http (RFC 6797 §8.1), so local http use is unaffected; served
  // over https (directly or behind a proxy), it keeps every later visit on https for a year.
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

const HEADER_LIST = Object.entries(SECURITY_HEADERS);

/**
 * Runs outermost and sets the headers after the handler, so errors and 404s carry them too.
 * Prepared answers (static files, public snapshots) were built with them and are left alone.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPrepared(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of HEADER_LIST) headers.set(name, value);
    if (c.req.path === "/sw.js")
      headers.set("content-security-policy", WORKER_CONTENT_SECURITY_POLICY);
  };
}
