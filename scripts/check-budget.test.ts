import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type BudgetConfig,
  type Manifest,
  measure,
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
    "first-paint JS /landing": 25,
    "largest lazy chunk": 25,
    "first-paint CSS": 2,
    "sw.js": 2,
    "precache (raw)": 40,
  },
  firstPaintChunks: { "/landing": ["src/routes/landing.tsx?tsr-split=component"] },
};

function dist(entryBytes: number): Map<string, Uint8Array> {
  return new Map([
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

function check(entryBytes: number) {
  const files = dist(entryBytes);
  const rows = measure(manifest, (path) => files.get(path) ?? new Uint8Array(), config);
  return { rows, problems: problems(rows, config) };
}

describe("size budget", () => {
  it("passes a build within every limit", () => {
    const { rows, problems: over } = check(10 * 1024);
    expect(over).toEqual([]);
    const landing = rows.find((r) => r.name === "first-paint JS /landing")?.kb ?? 0;
    // entry + react + the landing chunk, not the calendar chunk
    expect(landing).toBeGreaterThan(19.5);
    expect(landing).toBeLessThan(21);
    expect(rows.find((r) => r.name === "largest lazy chunk")?.kb).toBeGreaterThan(19);
  });

  it("fails, naming the entry chunk and the first paint, when the entry grows", () => {
    const { problems: over } = check(16 * 1024);
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(/^entry chunk: 16\.\d KB > 12 KB$/);
    expect(over[1]).toMatch(/^first-paint JS \/landing: /);
  });

  it("fails on a figure without a limit", () => {
    const noCss = { ...config, limitsKb: { ...config.limitsKb } };
    delete noCss.limitsKb["first-paint CSS"];
    const files = dist(1024);
    const rows = measure(manifest, (path) => files.get(path) ?? new Uint8Array(), noCss);
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
