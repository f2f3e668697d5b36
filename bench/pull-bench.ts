/**
 * Sync at scale, in Chromium against the real server (decision 0018): a visitor's first sync on the
 * landing page (the pull alone: a visitor is asked to sign in on /experiences) and a signed-in
 * user's with /experiences open, at several catalogue sizes, as ratios (the machine
 * is shared and noisy; figures beside their anchor, from the same run, mean what raw
 * milliseconds cannot). Also the list's reload at the largest size and the JS heap after it.
 * Each first sync runs in a fresh persistent profile (a new device), unless asked for the
 * incognito-like context earlier figures were measured in (bench-page.ts, `ProfileKind`).
 *
 * bench/run.ts repeats these per size (alone: `BENCH_ONLY=sync npm run bench`).
 */
import type { Browser, Page } from "playwright-core";
import { migrate, openDatabase } from "../server/db/client.ts";
import {
  SYNC_LIMITS,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from "../src/domain/sync-protocol.ts";
import {
  countInPage,
  lastSyncedAt,
  newBenchContext,
  type ProfileKind,
  packedPagesLeft,
  type SyncMode,
  shownCount,
  waitUntilUnpacked,
} from "./bench-page.ts";
import { insertBulk, makeRows } from "./bulk-experiences.ts";
import { type BenchEngine, benchPgSettings, createBenchDatabase } from "./engines.ts";
import type { BenchServer } from "./server-fixture.ts";

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
 * Installed before the app starts: the page's own clock at each frame in which the heading's
 * count ("N experiences found") shows a new number. Taken in the page, because the bench's
 * polls wait behind whatever the main thread does next (after the count shows, the list reads
 * and deserialises every row) and would date the moment the user saw late by that much.
 */
function recordShownCounts(): void {
  const seen: [number, number][] = [];
  Object.assign(window, { __shownCounts: seen });
  let last = -1;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="experience-count"]')?.textContent ?? "";
    const match = /^([\d.,\s\u00a0]+)/.exec(text);
    const shown = match?.[1] ? Number(match[1].replace(/\D/g, "")) : -1;
    if (shown === last) return;
    last = shown;
    // The frame that paints it: rAF callbacks run just before the frame's paint.
    requestAnimationFrame(() => seen.push([performance.now(), shown]));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * When, on the page's clock (0 = navigation start), the sync was complete for the user: its
 * last write (the engine's `sync.lastSyncedAt`, a wall-clock time) and, on /experiences, the
 * first frame whose heading counted all `expected` rows.
 */
async function completedAt(page: Page, expected: number): Promise<number> {
  const synced = await lastSyncedAt(page);
  if (synced === null) throw new Error("sync bench: no completed sync");
  const listed = new URL(page.url()).pathname === "/experiences";
  return page.evaluate(
    ([syncedIso, expected, listed]) => {
      const syncedAt = Date.parse(syncedIso) - performance.timeOrigin;
      if (!listed) return syncedAt;
      const seen = (window as unknown as { __shownCounts: [number, number][] }).__shownCounts;
      const shownAt = seen.find(([, count]) => count >= expected)?.[0];
      if (shownAt === undefined) throw new Error("sync bench: the count was never shown");
      return Math.max(syncedAt, shownAt);
    },
    [synced, expected, listed] as const,
  );
}

/**
 * One first sync in a fresh context, from navigation until all `expected` rows are stored (and
 * shown), on the page's clock. A visitor opens the landing page (/experiences asks a visitor to
 * sign in), so the visitor's figure is the pull alone: the anchor a signed-in sync with the list
 * open is held to. A signed-in sync opens /experiences unless given another `path` (the
 * dashboard, where a sign-in lands); only on /experiences does the end wait for the list's count.
 */
export async function benchFirstSync(
  browser: Browser,
  url: string,
  expected: number,
  mode: SyncMode,
  profile: ProfileKind = "persistent",
  path: string = mode === "visitor" ? "/" : "/experiences",
): Promise<number> {
  const context = await newBenchContext(browser, url, mode, profile);
  try {
    await context.addInitScript(recordShownCounts);
    // A persistent profile opens with a blank tab: use it rather than a second one beside it.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}${path}`);
    await waitUntilListed(page, expected, performance.now());
    return await completedAt(page, expected);
  } finally {
    await context.close();
  }
}

/** How long the second series of reloads waits after the move (see benchReload). */
export const RELOAD_SETTLE_MS = 15_000;

/**
 * Reloads of /experiences (signed in) on a device (a fresh persistent profile) holding `expected`
 * rows (synced once first): per reload, milliseconds from navigation start (the page's own clock)
 * to the first card on screen, and the JS heap once the list counts every row (after a forced
 * garbage collection), one per reload. First one reload right after the first sync, while its
 * rows are still packed (decision 0018: the move waits 2 s); then two series: as soon as the
 * packed rows are moved into the table, when Chromium's storage is still compacting what the
 * move deleted, and again `RELOAD_SETTLE_MS` later, the device a user comes back to.
 */
export async function benchReload(
  browser: Browser,
  url: string,
  expected: number,
  runs = 3,
): Promise<{
  packedFirstCardMs: number[];
  firstCardMs: number[];
  settledFirstCardMs: number[];
  heapMb: number[];
}> {
  const context = await newBenchContext(browser, url, "signed-in", "persistent");
  try {
    const page = await context.newPage();
    await page.goto(`${url}/experiences`);
    await waitUntilListed(page, expected, performance.now());
    const cdp = await context.newCDPSession(page);
    const reloads = async (heap?: number[], count = runs) => {
      const firstCard: number[] = [];
      for (let i = 0; i < count; i++) {
        await page.reload();
        await page.waitForFunction(
          () =>
            document.querySelector(
              '[data-testid="experience-list"] [data-testid="experience-card"]',
            ),
          undefined,
          { polling: "raf", timeout: TIMEOUT_MS },
        );
        firstCard.push(await page.evaluate(() => performance.now()));
        await waitUntilListed(page, expected, performance.now());
        if (!heap) continue;
        await cdp.send("Performance.enable");
        await cdp.send("HeapProfiler.collectGarbage");
        const { metrics } = await cdp.send("Performance.getMetrics");
        const used = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? Number.NaN;
        heap.push(used / 1024 / 1024);
      }
      return firstCard;
    };
    // The first sync is done and its rows are still packed (their move waits 2 s): a reload
    // now reads every packed row to merge them into the list's order.
    const packedFirstCardMs = (await packedPagesLeft(page)) > 0 ? await reloads(undefined, 1) : [];
    await waitUntilUnpacked(page);
    const heapMb: number[] = [];
    const firstCardMs = await reloads(heapMb);
    await page.waitForTimeout(RELOAD_SETTLE_MS);
    const settledFirstCardMs = await reloads();
    return { packedFirstCardMs, firstCardMs, settledFirstCardMs, heapMb };
  } finally {
    await context.close();
  }
}

/**
 * The same rows inserted raw in one transaction: better-sqlite3 prepared statements on an
 * in-memory SQLite database, or multi-row INSERTs through `pg` in a fresh PostgreSQL database.
 */
export async function benchRawInsert(count: number, engine: BenchEngine = "sqlite") {
  const bench = engine === "postgres" ? await createBenchDatabase() : null;
  try {
    const db = await openDatabase(
      bench ? benchPgSettings(bench.url) : { engine: "sqlite", file: ":memory:" },
    );
    try {
      await migrate(db);
      const rows = makeRows(count);
      const t0 = performance.now();
      await insertBulk(db, rows, false);
      const insertMs = performance.now() - t0;
      return { count, insertMs };
    } finally {
      await db.close();
    }
  } finally {
    await bench?.drop();
  }
}

/**
 * A visitor's whole first pull from Node (no browser), every page built from the database: a
 * public change_log row for an experience first (as an edit writes), so the server's kept public
 * pages are stale. From the first request to the last page, with `expected` rows at least.
 */
export async function benchColdPull(server: BenchServer, expected: number): Promise<number> {
  await server.exec(
    `insert into change_log (entity, entity_id, op, audience, created_at)
     select 'experience', id, 'upsert', 'public', '${new Date().toISOString()}'
     from experiences order by id limit 1`,
  );
  const headers = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };
  const t0 = performance.now();
  let cursor = 0;
  let rows = 0;
  for (;;) {
    const res = await fetch(
      `${server.url}/api/sync/pull?cursor=${cursor}&limit=${SYNC_LIMITS.maxPullLimit}`,
      { headers },
    );
    if (!res.ok) throw new Error(`cold pull: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
    rows += page.changes.length;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  const ms = performance.now() - t0;
  if (rows < expected) throw new Error(`cold pull: ${rows}/${expected} rows`);
  return ms;
}
