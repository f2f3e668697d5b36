/**
 * Sync at scale, in Chromium against the real server (issue 15): a visitor's first sync on the
 * landing page (the pull alone: a visitor is asked to sign in on /experiences) and a signed-in
 * user's with /experiences open, at several catalogue sizes, as ratios (the machine
 * is shared and noisy; figures beside their anchor, from the same run, mean what raw
 * milliseconds cannot). Also the list's reload at the largest size and the JS heap after it.
 *
 * bench/run.ts repeats these per size (alone: `BENCH_ONLY=sync npm run bench`).
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
 * JS heap once the list counts every row (after a forced garbage collection), one per reload.
 */
export async function benchReload(
  browser: Browser,
  url: string,
  expected: number,
  runs = 3,
): Promise<{ firstCardMs: number[]; heapMb: number[] }> {
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
    return { firstCardMs: firstCard, heapMb: heap };
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
