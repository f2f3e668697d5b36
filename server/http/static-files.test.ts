import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serveStaticDir } from "../testing/static-dir-app.ts";
import { SECURITY_HEADERS, WORKER_CONTENT_SECURITY_POLICY } from "./security-headers.ts";

// dist/ files are sent as their build-time .br/.gz copies with ETag and 304s.

const SCRIPT = `console.log(${JSON.stringify("culture ".repeat(400))});`;
const HTML = `<!doctype html><html><body>${"<p>wellbeing</p>".repeat(100)}<script type="module" src="/assets/app-abc.js"></script></body></html>`;
const TINY = "export {};";

const served = serveStaticDir((dir) => {
  mkdirSync(join(dir, "assets"));
  const write = (path: string, body: string | Buffer) => writeFileSync(join(dir, path), body);
  write("index.html", HTML);
  write("index.html.br", brotliCompressSync(HTML));
  write("assets/app-abc.js", SCRIPT);
  write("assets/app-abc.js.br", brotliCompressSync(SCRIPT));
  write("assets/app-abc.js.gz", gzipSync(SCRIPT));
  write("assets/tiny-abc.js", TINY);
  write("sw.js", SCRIPT);
  write("sw.js.gz", gzipSync(SCRIPT));
  mkdirSync(join(dir, ".vite"));
  write(".vite/manifest.json", '{"index.html":{"file":"assets/app-abc.js"}}');
});
const get = served.get;

function expectSecurity(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name !== "content-security-policy") expect(res.headers.get(name), name).toBe(value);
  }
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("precompressed static files", () => {
  it("sends the brotli copy to a client that takes br, gzip to one that takes only gzip", async () => {
    const br = await get("/assets/app-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);
    expectSecurity(br);

    const gz = await get("/assets/app-abc.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get("/assets/app-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(SCRIPT);
    expect(Number(plain.headers.get("content-length"))).toBe(SCRIPT.length);

    const tags = [br, gz, plain].map((r) => r.headers.get("etag"));
    expect(new Set(tags).size).toBe(3); // one tag per encoding
    expect(plain.headers.get("last-modified")).toBeTruthy();
  });

  it("falls back to identity when the copy for the chosen encoding is missing", async () => {
    const res = await get("/index.html", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(HTML);
    const worker = await get("/sw.js", { "accept-encoding": "br, gzip" });
    expect(worker.headers.get("content-encoding")).toBe("gzip");
    expect(worker.headers.get("content-security-policy")).toBe(WORKER_CONTENT_SECURITY_POLICY);
  });

  it("never compresses a small file and then says no Vary", async () => {
    const res = await get("/assets/tiny-abc.js", { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(await res.text()).toBe(TINY);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const res = await get("/assets/app-abc.js", { "accept-encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await res.text()).toBe("");
  });
});

describe("conditional GETs of static files", () => {
  it("answers a matching If-None-Match with 304, no body, security headers and the tag", async () => {
    const first = await get("/assets/app-abc.js", { "accept-encoding": "br" });
    const tag = first.headers.get("etag") ?? "";
    const again = await get("/assets/app-abc.js", {
      "accept-encoding": "br",
      "if-none-match": tag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expect(again.headers.get("content-encoding")).toBeNull();
    expectSecurity(again);
    // Another encoding of the same content is still the same content.
    const gzipNow = await get("/assets/app-abc.js", {
      "accept-encoding": "gzip",
      "if-none-match": tag,
    });
    expect(gzipNow.status).toBe(304);
    const other = await get("/assets/app-abc.js", { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("gives index.html (also as the app shell) no-cache and an ETag, so reloads are 304s", async () => {
    const shell = await get("/profile");
    expect(shell.status).toBe(200);
    expect(shell.headers.get("cache-control")).toBe("no-cache");
    const tag = shell.headers.get("etag") ?? "";
    expect(tag).toBeTruthy();
    const reload = await get("/dashboard/individual", { "if-none-match": tag });
    expect(reload.status).toBe(304);
    expect(reload.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers If-Modified-Since at or after the file's time with 304", async () => {
    const first = await get("/assets/app-abc.js");
    const since = first.headers.get("last-modified") ?? "";
    expect((await get("/assets/app-abc.js", { "if-modified-since": since })).status).toBe(304);
    const earlier = new Date(Date.parse(since) - 60_000).toUTCString();
    expect((await get("/assets/app-abc.js", { "if-modified-since": earlier })).status).toBe(200);
  });
});

describe("what static serving refuses", () => {
  it("keeps a missing asset a JSON 404 and never leaves the root", async () => {
    const missing = await get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/application\/json/);
    expectSecurity(missing);
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toContain('"dependencies"');
    }
  });

  it("never serves a dot-file or dot-folder such as the build's .vite/manifest.json", async () => {
    for (const path of ["/.vite/manifest.json", "/%2evite/manifest.json"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("app-abc");
    }
  });
});
