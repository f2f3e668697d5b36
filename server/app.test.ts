import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  WORKER_CONTENT_SECURITY_POLICY,
} from "./http/security-headers.ts";
import { createTestApp, INDEX_HTML, json, type TestApp } from "./testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function expectSecurityHeaders(res: Response, policy = CONTENT_SECURITY_POLICY) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toBe(policy);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  // The door scans tickets with the camera; nothing else may use it, nor the microphone or location.
  expect(res.headers.get("permissions-policy")).toBe(
    "camera=(self), microphone=(), geolocation=()",
  );
  expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
}

describe("external images (docs/decisions/0007-external-images.md)", () => {
  it("pages may show https pictures but fetch only their own origin; the worker may fetch https", async () => {
    const page = (await t.app.request("/")).headers.get("content-security-policy") ?? "";
    expect(page).toContain("img-src 'self' data: blob: https:;");
    expect(page).toContain("connect-src 'self';");
    expect(page).not.toMatch(/img-src[^;]*http:/);
    const worker = (await t.app.request("/sw.js")).headers.get("content-security-policy") ?? "";
    expect(worker).toContain("connect-src 'self' https:;");
    expect(worker).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});

describe("API basics", () => {
  it("GET /api/health answers ok with security headers", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "ok", database: "ok" });
    expectSecurityHeaders(res);
  });

  it("answers JSON 404 for unknown /api paths, also for navigations", async () => {
    for (const path of ["/api/unknown", "/api/x", "/api"]) {
      const res = await t.app.request(path, { headers: { accept: "text/html" } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await json(res)).toEqual({ code: "not_found", message: "Not found" });
      expectSecurityHeaders(res);
    }
    const post = await t.post("/api/nothing", {});
    expect(post.status).toBe(404);
  });

  it("answers 413 {message} for a body over the limit", async () => {
    const huge = JSON.stringify({ username: "x".repeat(300 * 1024), password: "y" });
    const res = await t.post("/api/auth/login", huge);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      code: "body_too_large",
      message: "Request body is too large",
    });
    expectSecurityHeaders(res);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await t.post("/api/auth/login", "{not json");
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: "invalid_json",
      message: "Request body must be valid JSON",
    });
  });

  it("answers 500 without leaking the error, and logs it", async () => {
    // The table is gone, so the route's query throws on either engine. (Closing the database
    // instead would make afterEach's close fail on PostgreSQL: a pool ends only once.)
    await t.query("alter table newsletter_subscriptions rename to newsletter_away");
    const res = await t.post("/api/newsletter/subscribe", { email: "a@example.com" });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: "internal_error", message: "Internal server error" });
    expect(text).not.toMatch(/at |database|\.ts/);
    expect(t.errors).toHaveLength(1);
    expectSecurityHeaders(res);
  });
});

describe("static files", () => {
  it("serves index.html at / with no-cache and security headers", async () => {
    const res = await t.app.request("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expectSecurityHeaders(res);
  });

  it("falls back to index.html for app routes, not for /api or missing files", async () => {
    for (const path of ["/profile", "/experience/0193-abc", "/dashboard/individual"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX_HTML);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expectSecurityHeaders(res);
    }
    expect((await t.app.request("/api/x")).status).toBe(404);
    expect((await t.app.request("/assets/missing-123.js")).status).toBe(404);
  });

  it("sets cache headers by file kind", async () => {
    const cases: Array<[string, string]> = [
      ["/assets/index-abc123.js", "public, max-age=31536000, immutable"],
      ["/sw.js", "no-cache"],
      ["/manifest.webmanifest", "no-cache"],
      ["/index.html", "no-cache"],
      ["/icons/icon-192.png", "public, max-age=86400"],
    ];
    for (const [path, cache] of cases) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe(cache);
      expectSecurityHeaders(
        res,
        path === "/sw.js" ? WORKER_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
      );
    }
  });

  it("refuses path traversal", async () => {
    const res = await t.app.request("/../package.json");
    expect(await res.text()).not.toContain('"dependencies"');
  });
});
