import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type BudgetConfig,
  type Manifest,
  measure,
  type PrerenderedUrl,
  precacheUrls,
  problems,
  staticClosure,
} from "./check-budget.ts";

/** Incompressible bytes, so a file's gzip size follows its length. */
const noise = (bytes: number) => new Uint8Array(randomBytes(bytes));

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    css: ["assets/app.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "src/routes/landing.tsx?tsr-split=component": {
    file: "assets/landing.js",
    imports: ["_react.js"],
  },
  "src/routes/calendar.tsx?tsr-split=component": { file: "assets/calendar.js" },
};

const config: BudgetConfig = {
  limitsKb: {
    "entry chunk": 12,
    "first-paint JS /landing": 1,
    "largest lazy chunk": 25,
    "first-paint CSS": 2,
    "sw.js": 2,
    "precache (raw)": 40,
  },
};

const PRERENDERED: PrerenderedUrl[] = [
  { url: "/landing", files: ["prerender/en/landing.html", "prerender/lv/landing.html"] },
];

/** A prerendered page: markup, then an inline boot script of `scriptBytes` incompressible bytes. */
const page = (scriptBytes: number, head = "") =>
  new TextEncoder().encode(
    `<html><head>${head}</head><body><div id="root"><h1>Hi</h1></div><script>${randomBytes(scriptBytes).toString("hex").slice(0, scriptBytes)}</script></body></html>`,
  );

function dist(entryBytes: number): Map<string, Uint8Array> {
  return new Map([
    ["prerender/en/landing.html", page(300)],
    ["prerender/lv/landing.html", page(600)],
    ["assets/index.js", noise(entryBytes)],
    ["assets/react.js", noise(8 * 1024)],
    ["assets/landing.js", noise(2 * 1024)],
    ["assets/calendar.js", noise(20 * 1024)],
    ["assets/app.css", gzipSync("body{}")],
    [
      "sw.js",
      new TextEncoder().encode('precache([{url:"assets/index.js"},{"url":"/assets/react.js"}])'),
    ],
  ]);
}

/** Reads the fake dist as the real check reads dist/: a missing file throws. */
const reader = (files: Map<string, Uint8Array>) => (path: string) => {
  const file = files.get(path);
  if (!file) throw new Error(`ENOENT: ${path}`);
  return file;
};

function check(entryBytes: number, change?: (files: Map<string, Uint8Array>) => void) {
  const files = dist(entryBytes);
  change?.(files);
  const rows = measure(manifest, reader(files), config, PRERENDERED);
  return { rows, problems: problems(rows, config) };
}

describe("size budget", () => {
  it("passes a build within every limit", () => {
    const { rows, problems: over } = check(10 * 1024);
    expect(over).toEqual([]);
    const landing = rows.find((r) => r.name === "first-paint JS /landing")?.kb ?? 0;
    // The boot script of the larger language's page (hex: about half its bytes after gzip).
    expect(landing).toBeGreaterThan(0.25);
    expect(landing).toBeLessThan(0.5);
    expect(rows.find((r) => r.name === "largest lazy chunk")?.kb).toBeGreaterThan(19);
  });

  it("fails, naming the entry chunk, when the entry grows", () => {
    const { problems: over } = check(16 * 1024);
    expect(over).toEqual([expect.stringMatching(/^entry chunk: 16\.\d KB > 12 KB$/)]);
  });

  it("fails when a boot script outgrows the first paint's limit", () => {
    const { problems: over } = check(10 * 1024, (files) => {
      files.set("prerender/lv/landing.html", page(3000));
    });
    expect(over).toEqual([expect.stringMatching(/^first-paint JS \/landing: \d\.\d KB > 1 KB$/)]);
  });

  it("fails when a language's prerendered page is missing", () => {
    const { problems: over } = check(10 * 1024, (files) =>
      files.delete("prerender/lv/landing.html"),
    );
    expect(over).toEqual(["first-paint JS /landing: prerender/lv/landing.html is missing"]);
  });

  it("fails when a prerendered page names the app's modules or lacks its boot script", () => {
    const entry = '<script type="module" crossorigin src="/assets/index.js"></script>';
    const preload = '<link rel="modulepreload" href="/assets/react.js">';
    for (const head of [entry, preload]) {
      const { problems: over } = check(10 * 1024, (files) => {
        files.set("prerender/en/landing.html", page(300, head));
      });
      expect(over).toEqual([
        "first-paint JS /landing: prerender/en/landing.html loads the app's modules before its paint",
      ]);
    }
    const { problems: over } = check(10 * 1024, (files) => {
      files.set(
        "prerender/en/landing.html",
        new TextEncoder().encode("<html><body></body></html>"),
      );
    });
    expect(over).toEqual(["first-paint JS /landing: prerender/en/landing.html has no boot script"]);
  });

  it("fails on a figure without a limit", () => {
    const noCss = { ...config, limitsKb: { ...config.limitsKb } };
    delete noCss.limitsKb["first-paint CSS"];
    const rows = measure(manifest, reader(dist(1024)), noCss, PRERENDERED);
    expect(problems(rows, noCss)).toEqual(["first-paint CSS: no limit in size-budget.json"]);
  });

  it("follows static imports only", () => {
    expect([...staticClosure(manifest, ["index.html"])].sort()).toEqual([
      "_react.js",
      "index.html",
    ]);
  });

  it("reads the precache list workbox injects, minified or not", () => {
    expect(precacheUrls('[{url:"a.js",revision:null},{"url":"/b.css"}]')).toEqual([
      "a.js",
      "b.css",
    ]);
  });
});
