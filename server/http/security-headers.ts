import type { MiddlewareHandler } from "hono";

/**
 * No inline script anywhere (the PWA registers its service worker from a bundled module), so
 * script-src is 'self', plus 'wasm-unsafe-eval' for the door's QR decoder (WebAssembly; it
 * allows no JavaScript eval: docs/decisions/0010-door-qr-decoder.md). Inline styles stay allowed for libraries that set style attributes.
 * Images may come from any https site: partners paste links to their own pictures
 * (docs/decisions/0007-external-images.md); plain http stays out (mixed content).
 */
const policy = (connectSrc: string) =>
  [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (the door's QR decoder), never JS eval.
    "script-src 'self' 'wasm-unsafe-eval'",
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

/**
 * The service worker's own policy (a worker is governed by the CSP of its script): it fetches
 * the external pictures to keep them for offline use, which `connect-src 'self'` would block.
 * Pages keep `connect-src 'self'`; only the worker, which runs no third-party code, may fetch.
 */
export const WORKER_CONTENT_SECURITY_POLICY = policy("'self' https:");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
};

/** Runs outermost and sets the headers after the handler, so errors and 404s carry them too. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (c.req.path === "/sw.js") {
      c.res.headers.set("Content-Security-Policy", WORKER_CONTENT_SECURITY_POLICY);
    }
  };
}
