import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/constants.ts";
import { serveStaticDir } from "../testing/static-dir-app.ts";
import { languageFor } from "./prerendered-pages.ts";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";

// /landing and / answered with the page the build prerendered in the visitor's language.

const INDEX = `<!doctype html><html lang="en"><head><title>CultureWell</title><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;
const BOOT = `(function(){document.title+="${"x".repeat(40)}"})();`;

/** A page as the build writes it: language, the page's own words, the boot script. */
const page = (lang: string, file: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${file} ${lang}</title></head><body><div id="root"><main><h1>${"words ".repeat(200)}${file} in ${lang}</h1></main></div><script>${BOOT}</script></body></html>`;

const served = serveStaticDir((dir) => {
  writeFileSync(join(dir, "index.html"), INDEX);
  for (const lang of LANGUAGES) {
    mkdirSync(join(dir, "prerender", lang), { recursive: true });
    for (const file of ["landing.html", "index.html"]) {
      writeFileSync(join(dir, "prerender", lang, file), page(lang, file));
    }
  }
});
const get = served.get;

const h1 = async (res: Response) => /<h1>(?:words )*([^<]*)<\/h1>/.exec(await res.text())?.[1];

describe("languageFor: the Accept-Language rule the app applies to navigator.language", () => {
  it("takes the first tag's language when it is shipped, else English", () => {
    expect(languageFor("lv-LV,lv;q=0.9,en-US;q=0.8")).toBe("lv");
    expect(languageFor("de")).toBe("de");
    expect(languageFor("HY-am")).toBe("hy");
    expect(languageFor("it-IT,lv;q=0.9")).toBe("en");
    expect(languageFor("*")).toBe("en");
    expect(languageFor("")).toBe("en");
    expect(languageFor(undefined)).toBe("en");
  });
});

describe("GET /landing and / with prerendered pages", () => {
  it("answers each in the language Accept-Language picks, varying on it", async () => {
    const res = await get("/landing", { "accept-language": "lv-LV,lv;q=0.9,en;q=0.8" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    expect(await h1(res)).toBe("landing.html in lv");
    expect(await h1(await get("/", { "accept-language": "fr-CA" }))).toBe("index.html in fr");
    expect(await h1(await get("/landing", { "accept-language": "it-IT" }))).toBe(
      "landing.html in en",
    );
    expect(await h1(await get("/"))).toBe("index.html in en");
  });

  it("matches the URL as the router does (trailing slash, case)", async () => {
    expect(await h1(await get("/landing/", { "accept-language": "de" }))).toBe(
      "landing.html in de",
    );
    expect(await h1(await get("/Landing", { "accept-language": "de" }))).toBe("landing.html in de");
  });

  it("tags each language on its own: 304 for the same one, 200 for another", async () => {
    const lv = await get("/landing", { "accept-language": "lv" });
    const tag = lv.headers.get("etag") ?? "";
    const again = await get("/landing", { "accept-language": "lv", "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(again.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    expect(await again.text()).toBe("");
    const de = await get("/landing", { "accept-language": "de", "if-none-match": tag });
    expect(de.status).toBe(200);
  });

  it("sends a brotli copy made at start", async () => {
    const plain = await (await get("/", { "accept-language": "es" })).text();
    const br = await get("/", { "accept-language": "es", "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const head = await get("/", { "accept-language": "es" }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("allows exactly its boot script by hash in the CSP, and only on these answers", async () => {
    const res = await get("/landing", { "accept-language": "hy" });
    const html = await res.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toBe(BOOT);
    const hash = createHash("sha256").update(script).digest("base64");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toContain("unsafe-inline");
    expect(csp.replace(` 'sha256-${hash}'`, "")).toBe(CONTENT_SECURITY_POLICY);
    const other = await get("/experiences", { "accept-language": "hy" });
    expect(other.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(await other.text()).toBe(INDEX);
  });

  it("never serves the pages as files", async () => {
    const asFile = await get("/prerender/lv/landing.html");
    expect(asFile.status).toBe(404);
    const navigation = await get("/prerender/lv/landing.html", { accept: "text/html" });
    expect(await navigation.text()).toBe(INDEX);
    expect((await get("/prerender/lv/", { accept: "text/html" })).headers.get("vary")).toBeNull();
  });
});
