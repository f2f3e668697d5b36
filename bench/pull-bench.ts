/**
 * Sync at scale, in Chromium against the real server (issue 15): a visitor's first sync on the
 * landing page (the pull alone: a visitor is asked to sign in on /experiences) and a signed-in
 * user's with /experiences open, at several catalogue sizes, as ratios (the machine
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
import {
  countInPage,
  lastSyncedAt,
  newBenchContext,
  type SyncMode,
  shownCount,
} from "./bench-page.ts";
import { insertRows, makeRows } from "./bulk-experiences.ts";
import { type BenchServer, startBenchServer } from "./server-fixture.ts";

/** Rows the demo seed adds to every bench server (bench/server-fixture.ts seeds first). */
const SEEDED = 53;
const TIMEOUT_MS = 240_000;

/**
 * Until a sync has completed (the engine's meta row: the pull is written) with every row in
 * IndexedDB AND, on /experiences, the list counts them all (the user sees them). A visitor's
 * landing page shows no experiences: there, stored is all there is.
 */
async function waitUntilListed(page: Page, expected: number, t0: number): Promise<void> {
  const shown = async () =>
    new URL(page.url()).pathname !== "/experiences" || (await shownCount(page)) >= expected;
  for (;;) {
    if ((await lastSyncedAt(page)) !== null && (await shown())) {
      const stored = await countInPage(page);
      if (stored >= expected) return;
    }
    if (performance.now() - t0 > TIMEOUT_MS) {
      throw new Error(`sync bench: ${await countInPage(page)}/${expected} stored on ${page.url()}`);
    }
    await page.waitForTimeout(25);
  }
}

/**
 * One first sync in a fresh context, from navigation until all `expected` rows are stored (and
 * shown). A visitor opens the landing page (/experiences asks a visitor to sign in), so the
 * visitor's figure is the pull alone: the anchor a signed-in sync with the list open is held to.
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

const progress = (line: string) => {
  if (process.env.BENCH_VERBOSE) console.error(`[bench] ${line}`);
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
        progress(`${size}: run ${i + 1}: visitor ${visitor.at(-1)}, signed-in ${signedIn.at(-1)}`);
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
      `sync   ${f.size} experiences, first sync: visitor (landing page, pull only) ${ms(f.visitorMs)}, ` +
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
