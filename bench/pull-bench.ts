/**
 * Sync at scale, in Chromium against the real server (issue 15): a visitor's first sync on the
 * home page (a visitor is asked to sign in on /experiences) and a signed-in user's with
 * /experiences open, at several catalogue sizes, as ratios (the machine
 * is shared and noisy; figures beside their anchor, from the same run, mean what raw
 * milliseconds cannot). Also the list's reload at the largest size and the JS heap after it.
 *
 * `benchSyncAtScale()` is used by `npm run bench` (bench/run.ts). Run alone:
 *   npx vite build && npx node bench/pull-bench.ts              # 1k, 10k, 50k; 3 runs each
 *   BENCH_SIZES=1000,10000 BENCH_RUNS=1 npx node bench/pull-bench.ts
 */
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { migrate } from "../server/db/client.ts";
import { insertRows, makeRows } from "./bulk-experiences.ts";
import { type BenchServer, startBenchServer } from "./server-fixture.ts";

/** Rows the demo seed adds to every bench server (bench/server-fixture.ts seeds first). */
const SEEDED = 53;
const DEMO_USER = "demo-individual";
const DEMO_PASSWORD = "culture-demo-1";
const TOKEN_STORAGE_KEY = "auth_token";
const TIMEOUT_MS = 240_000;

/** Experiences in the page's IndexedDB (read with the raw API: no app internals needed). */
export function countInPage(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("culturewell");
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains("experiences")) {
            idb.close();
            resolve(0);
            return;
          }
          const req = idb.transaction("experiences").objectStore("experiences").count();
          req.onsuccess = () => {
            idb.close();
            resolve(req.result);
          };
          req.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/** The number in "N experiences found" on /experiences, or -1 while loading. */
export function shownCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.querySelector('[data-testid="experience-count"]')?.textContent ?? "";
    const match = /^([\d.,\s\u00a0]+)/.exec(text);
    return match?.[1] ? Number(match[1].replace(/\D/g, "")) : -1;
  });
}

/**
 * Until every row is in IndexedDB AND the page shows them: the list counts them all
 * (/experiences), or, on the home page, an experience card is on screen.
 */
async function waitUntilListed(page: Page, expected: number, t0: number): Promise<void> {
  const shown = async () =>
    new URL(page.url()).pathname === "/experiences"
      ? (await shownCount(page)) >= expected
      : (await page.locator('[data-testid="experience-card"]').count()) > 0;
  for (;;) {
    const stored = await countInPage(page);
    if (stored >= expected && (await shown())) return;
    if (performance.now() - t0 > TIMEOUT_MS) {
      throw new Error(`sync bench: ${stored}/${expected} stored on ${page.url()}`);
    }
    await page.waitForTimeout(25);
  }
}

/** A token for the demo participant, from the API (as the login form would get it). */
async function demoToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_USER, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sync bench: login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type SyncMode = "visitor" | "signed-in";

/**
 * A fresh browser context (empty IndexedDB). Signed in: the demo participant's token is in
 * localStorage before the app starts, as after a sign-in on an earlier visit whose data was
 * cleared, so the app restores the session and its very first pull is the user's.
 */
export async function newBenchContext(browser: Browser, url: string, mode: SyncMode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (mode === "signed-in") {
    await context.addInitScript(
      ([key, token]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      },
      [TOKEN_STORAGE_KEY, await demoToken(url)] as const,
    );
  }
  return context;
}

/**
 * One first sync in a fresh context, from navigation until all `expected` rows are stored and
 * shown. A visitor opens the home page (its featured grid reads the experiences; /experiences
 * asks a visitor to sign in); a signed-in user opens /experiences, the whole list.
 */
export async function benchFirstSync(
  browser: Browser,
  url: string,
  expected: number,
  mode: SyncMode,
): Promise<number> {
  const context = await newBenchContext(browser, url, mode);
  try {
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(mode === "visitor" ? `${url}/` : `${url}/experiences`);
    await waitUntilListed(page, expected, t0);
    return performance.now() - t0;
  } finally {
    await context.close();
  }
}

/**
 * Reloads of /experiences (signed in) on a device holding `expected` rows (synced once first): per reload,
 * milliseconds from navigation start (the page's own clock) to the first card on screen, and the
 * JS heap once the list counts every row (after a forced garbage collection). Medians.
 */
export async function benchReload(
  browser: Browser,
  url: string,
  expected: number,
  runs = 3,
): Promise<{ firstCardMs: number; heapMb: number }> {
  const context = await newBenchContext(browser, url, "signed-in");
  try {
    const page = await context.newPage();
    await page.goto(`${url}/experiences`);
    await waitUntilListed(page, expected, performance.now());
    const cdp = await context.newCDPSession(page);
    const firstCard: number[] = [];
    const heap: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.reload();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="experience-list"] [data-testid="experience-card"]'),
        undefined,
        { polling: "raf", timeout: TIMEOUT_MS },
      );
      firstCard.push(await page.evaluate(() => performance.now()));
      await waitUntilListed(page, expected, performance.now());
      await cdp.send("Performance.enable");
      await cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await cdp.send("Performance.getMetrics");
      const used = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? Number.NaN;
      heap.push(used / 1024 / 1024);
    }
    return { firstCardMs: median(firstCard), heapMb: median(heap) };
  } finally {
    await context.close();
  }
}

/** The same rows inserted with raw better-sqlite3 prepared statements in one transaction. */
export function benchRawInsert(count: number) {
  const sqlite = new Database(":memory:");
  migrate(drizzle(sqlite));
  const rows = makeRows(count);
  const t0 = performance.now();
  insertRows(sqlite, rows, false);
  const insertMs = performance.now() - t0;
  sqlite.close();
  return { count, insertMs };
}

/** Kept for bench/run.ts: a visitor opens `/` and waits until every row is stored. */
export async function benchPull(page: Page, url: string, expected: number) {
  const t0 = performance.now();
  await page.goto(`${url}/`);
  for (;;) {
    const count = await countInPage(page);
    if (count >= expected) break;
    if (performance.now() - t0 > TIMEOUT_MS)
      throw new Error(`pull bench: only ${count}/${expected}`);
    await page.waitForTimeout(25);
  }
  return { expected, pullMs: performance.now() - t0 };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export interface ScaleFigures {
  size: number;
  visitorMs: number;
  signedInMs: number;
  rawInsertMs: number;
}

/**
 * Per size: one server, `runs` visitor and signed-in first syncs alternated (so both meet the
 * same machine load), medians. `onServer` runs extra measurements against a size's server
 * before it stops (the reload and heap at the largest size, the keystrokes at 10k).
 */
export async function benchSyncAtScale(
  browser: Browser,
  options: {
    sizes?: readonly number[];
    runs?: number;
    onServer?: (size: number, server: BenchServer, expected: number) => Promise<void>;
  } = {},
): Promise<ScaleFigures[]> {
  const sizes = options.sizes ?? [1_000, 10_000, 50_000];
  const runs = options.runs ?? 3;
  const figures: ScaleFigures[] = [];
  for (const size of sizes) {
    const server = await startBenchServer(size);
    try {
      const expected = size + SEEDED;
      const visitor: number[] = [];
      const signedIn: number[] = [];
      for (let i = 0; i < runs; i++) {
        visitor.push(await benchFirstSync(browser, server.url, expected, "visitor"));
        signedIn.push(await benchFirstSync(browser, server.url, expected, "signed-in"));
      }
      const raw = median([0, 1, 2].map(() => benchRawInsert(size).insertMs));
      figures.push({
        size,
        visitorMs: median(visitor),
        signedInMs: median(signedIn),
        rawInsertMs: raw,
      });
      await options.onServer?.(size, server, expected);
    } finally {
      await server.stop();
    }
  }
  return figures;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The figures as `npm run bench` prints them: ratios beside their anchors. */
export function formatScale(figures: readonly ScaleFigures[]): string[] {
  const lines = figures.map((f) => {
    const perK = (n: number) => (n / (f.size / 1000)).toFixed(0);
    return (
      `sync   ${f.size} experiences, first sync: visitor (home page) ${ms(f.visitorMs)}, ` +
      `signed-in (/experiences) ${ms(f.signedInMs)}; signed-in / visitor ${(f.signedInMs / f.visitorMs).toFixed(2)}×; ` +
      `per 1k rows: visitor ${perK(f.visitorMs)} ms, signed-in ${perK(f.signedInMs)} ms; ` +
      `visitor / raw SQLite insert ${(f.visitorMs / f.rawInsertMs).toFixed(1)}× (${ms(f.rawInsertMs)})`
    );
  });
  const first = figures[0];
  const last = figures.at(-1);
  if (first && last && first !== last) {
    const perRow = (f: ScaleFigures, n: number) => n / f.size;
    lines.push(
      `sync   cost per row, ${last.size} vs ${first.size}: visitor ${(perRow(last, last.visitorMs) / perRow(first, first.visitorMs)).toFixed(2)}×, ` +
        `signed-in ${(perRow(last, last.signedInMs) / perRow(first, first.signedInMs)).toFixed(2)}× (1.00× = flat)`,
    );
  }
  return lines;
}

/** Stand-alone run. */
async function main(): Promise<void> {
  const { existsSync } = await import("node:fs");
  const { launchChromium } = await import("./browser.ts");
  if (!existsSync("dist/index.html")) {
    console.error("sync bench: dist/ is missing — run `npx vite build` first");
    process.exit(1);
  }
  const sizes = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const largest = Math.max(...sizes);
  const browser = await launchChromium();
  try {
    const figures = await benchSyncAtScale(browser, {
      sizes,
      runs,
      onServer: async (size, server, expected) => {
        if (size === 10_000) {
          const { benchKeystrokes, formatKeystrokes } = await import("./filter-bench.ts");
          console.log(formatKeystrokes(await benchKeystrokes(browser, server.url, expected)));
        }
        if (size !== largest) return;
        const reload = await benchReload(browser, server.url, expected, runs);
        console.log(
          `list   reload of /experiences with ${expected} stored: first card ${ms(reload.firstCardMs)}; ` +
            `JS heap after the list loaded ${reload.heapMb.toFixed(1)} MB`,
        );
      },
    });
    for (const line of formatScale(figures)) console.log(line);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
