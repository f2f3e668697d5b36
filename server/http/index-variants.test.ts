import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serveStaticDir } from "../testing/static-dir-app.ts";
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "./route-preloads.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

// A navigation gets index.html naming its route's chunks as modulepreload links.

const HTML = `<!doctype html><html><head><meta charset="UTF-8" /><title>CultureWell</title>${'<meta name="x" content="wellbeing" />'.repeat(40)}<script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;

const MAP: RoutePreload[] = [
  {
    pattern: "/experiences",
    js: ["/assets/_authenticated-a1.js", "/assets/db-d1.js", "/assets/experiences-x1.js"],
    css: [],
  },
  {
    pattern: "/experience/$id",
    js: ["/assets/_authenticated-a1.js", "/assets/db-d1.js", "/assets/experience._id-y1.js"],
    css: ["/assets/map-m1.css"],
  },
  { pattern: "/landing", js: ["/assets/landing-l1.js"], css: [] },
  { pattern: "/", js: ["/assets/routes-i1.js"], css: [] },
];

const UUID = "0b9c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4";

const served = serveStaticDir((dir) => {
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), HTML);
  writeFileSync(join(dir, "index.html.br"), brotliCompressSync(HTML));
  writeFileSync(join(dir, "assets/experiences-x1.js"), "export {};");
  writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(MAP));
});
const get = served.get;

/** The modulepreload and stylesheet links an answer's head names, in order. */
function links(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [
    ...head.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
  ].map((m) => `${m[1]} ${m[2]}`);
}

describe("index.html per app route", () => {
  it("names the signed-in list's chunks on /experiences", async () => {
    const res = await get("/experiences");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(links(html)).toEqual([
      "modulepreload /assets/_authenticated-a1.js",
      "modulepreload /assets/db-d1.js",
      "modulepreload /assets/experiences-x1.js",
    ]);
    // Everything else of the page is as built; the entry script stays where it was.
    expect(
      html.replace(/\s*<link rel="modulepreload"[^>]*>/g, "").replace(/\s+<\/head>/, "</head>"),
    ).toBe(HTML);
  });

  it("names an experience's chunks and its CSS on /experience/<uuid>", async () => {
    const html = await (await get(`/experience/${UUID}`)).text();
    expect(links(html)).toEqual([
      "modulepreload /assets/_authenticated-a1.js",
      "modulepreload /assets/db-d1.js",
      "modulepreload /assets/experience._id-y1.js",
      "stylesheet /assets/map-m1.css",
    ]);
  });

  it("gives /landing and / their own, and an unknown path plain index.html", async () => {
    expect(links(await (await get("/landing")).text())).toEqual([
      "modulepreload /assets/landing-l1.js",
    ]);
    expect(links(await (await get("/")).text())).toEqual(["modulepreload /assets/routes-i1.js"]);
    for (const path of ["/no-such-page", "/experience", `/experience/${UUID}/more`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(HTML);
    }
    expect(await (await get("/index.html")).text()).toBe(HTML);
  });

  it("keeps the security headers of every other answer", async () => {
    for (const path of ["/experiences", "/no-such-page"]) {
      const res = await get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it("tags each variant on its own, so a 304 answers only the route it was for", async () => {
    const list = await get("/experiences");
    const listTag = list.headers.get("etag") ?? "";
    const plainTag = (await get("/no-such-page")).headers.get("etag") ?? "";
    const landingTag = (await get("/landing")).headers.get("etag") ?? "";
    expect(new Set([listTag, plainTag, landingTag]).size).toBe(3);
    const again = await get("/experiences", { "if-none-match": listTag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect((await get("/landing", { "if-none-match": listTag })).status).toBe(200);
    // Two experiences open the same route: one variant, one tag.
    const other = await get("/experience/another-id");
    const tag = other.headers.get("etag") ?? "";
    expect((await get(`/experience/${UUID}`, { "if-none-match": tag })).status).toBe(304);
  });

  it("sends the variant brotli or gzip compressed as the client takes it", async () => {
    const plain = await (await get("/experiences")).text();
    const br = await get("/experiences", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(plain);
    const gz = await get("/experiences", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const tags = [br, gz].map((r) => r.headers.get("etag"));
    expect(tags[0]).not.toBe(tags[1]);
    const head = await get("/experiences", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(await head.text()).toBe("");
  });

  it("keeps a missing asset a 404, never an index.html", async () => {
    const res = await get("/assets/missing.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await get("/assets/experiences-x1.js")).status).toBe(200);
  });
});

describe("a rebuild under a running server", () => {
  it("reads the map again when it changes, within the recheck second", async () => {
    const moved = [{ pattern: "/experiences", js: ["/assets/experiences-x2.js"], css: [] }];
    // A time of its own, so the change shows even on a file system with coarse mtimes.
    writeFileSync(join(served.dir(), ROUTE_PRELOADS_FILE), JSON.stringify(moved));
    utimesSync(
      join(served.dir(), ROUTE_PRELOADS_FILE),
      new Date(Date.now() + 5000),
      new Date(Date.now() + 5000),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(links(await (await get("/experiences")).text())).toEqual([
      "modulepreload /assets/experiences-x2.js",
    ]);
    expect(await (await get("/landing")).text()).toBe(HTML);
  });
});
