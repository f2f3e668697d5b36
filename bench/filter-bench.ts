/**
 * Filtering the experiences list in Chromium: how long one keystroke in the search box takes
 * until the list and its count are on screen, with ≥ 10,000 experiences on the device.
 *
 * The search box echoes a key at once, the list follows it in a deferred render, and the URL is
 * written after a 200 ms pause. Keys are typed slower than that pause, so each key's URL write
 * is timed too. Per key: keydown → echo painted; keydown → filtered list painted (the filter and
 * render work the "keystroke p95" is about; a space that leaves the filters as they were
 * is not counted); and URL write → painted (the router's share, with the list already
 * filtered).
 *
 * `benchKeystrokes(browser, url, expected)` (a signed-in device after its first sync) is what
 * bench/pull-bench.ts prints at 10k.
 * `benchFilter(page, url)` is used by `npm run bench` (bench/run.ts) with a page that already
 * pulled the bench server's 10,000+ experiences. Run alone:
 *   npx node bench/filter-bench.ts                 # starts a bench server with 10,000 extra rows
 *   APP_URL=http://127.0.0.1:3000 npx node bench/filter-bench.ts   # a running server; rows are
 *                                                  # topped up in the page's IndexedDB if needed
 */
import type { Browser, Page } from "playwright-core";
import {
  countInPage,
  lastSyncedAt,
  newBenchContext,
  shownCount,
  waitUntilUnpacked,
} from "./bench-page.ts";

const TARGET = 10_000;
const DEMO_USER = "demo-individual";
const DEMO_PASSWORD = "culture-demo-1";
/** Typed one key at a time; several words, so later keys narrow an already narrow list. */
const QUERY = "relaxed poetry session 12";
/** Slower than the list's 200 ms URL debounce, so every key's URL write is timed too. */
const KEY_INTERVAL_MS = 320;

interface Samples {
  /** keydown → the first frame after React committed (the echo painted). */
  frame: number[];
  /** keydown → the count element's text changed (only keys that changed the count). */
  count: number[];
  /**
   * keydown → the frame painted after the results' first DOM change (the section's
   * `data-filters` names the filters shown, so every key that changes the filters counts): the
   * keystroke's filter and render, what the issue's "keystroke p95" is about.
   */
  list: number[];
  /** URL write → the frame painted after the tasks the navigation queued (the router's cost). */
  url: number[];
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fmt = (n: number) => `${n.toFixed(1)} ms`;

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel("Username").fill(DEMO_USER);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
}

/**
 * Tops the page's IndexedDB up to `target` experiences with synthetic rows (a running dev
 * server holds only the seed). Written with the raw API before the list opens, so the app reads
 * them like pulled rows.
 */
async function topUp(page: Page, target: number): Promise<void> {
  const missing = target - (await countInPage(page));
  if (missing <= 0) return;
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve, reject) => {
        const words = ["clay", "choir", "poetry", "ink", "dance", "garden", "story", "drum"];
        const open = indexedDB.open("culturewell");
        open.onsuccess = () => {
          const idb = open.result;
          const tx = idb.transaction("experiences", "readwrite");
          const store = tx.objectStore("experiences");
          const now = Date.now();
          for (let i = 0; i < n; i++) {
            const word = words[i % words.length];
            store.put({
              id: `00000000-0000-7000-8000-${String(i).padStart(12, "0")}`,
              title: `Bench ${word} session ${i}`,
              description: `A relaxed ${word} experience number ${i} for people who want to slow down.`,
              category: ["music", "visual-arts", "theatre", "literature"][i % 4],
              price: i % 3 === 0 ? 0 : 500 + (i % 40) * 100,
              location: `District ${i % 25}, Riga`,
              venue: `Bench Venue ${i % 200}`,
              venueId: null,
              date: new Date(now + (1 + (i % 150)) * 86_400_000).toISOString(),
              imageUrl: "/images/experience-fallback.svg",
              wellbeingBenefit: "Slows the mind down",
              isActive: true,
              accessibilityFeatures: i % 2 ? ["wheelchair-accessible"] : [],
              duration: 60,
              maxParticipants: 20,
              difficultyLevel: "beginner",
              createdBy: null,
              createdAt: new Date(now).toISOString(),
              updatedAt: new Date(now).toISOString(),
            });
          }
          tx.oncomplete = () => {
            idb.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    missing,
  );
}

/**
 * Waits until a sync completed after `since` (the engine's `sync.lastSyncedAt` meta row): a pull
 * still writing rows would re-run the list's query mid-measurement.
 */
async function waitForSyncAfter(page: Page, since: string): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    const last = await lastSyncedAt(page);
    if (last && last >= since) return;
    if (Date.now() - t0 > 180_000) throw new Error("filter bench: no sync completed");
    await page.waitForTimeout(250);
  }
}

/** Opens the list and waits until it shows at least `min` experiences (the pull may still run). */
async function openList(page: Page, url: string, min: number): Promise<number> {
  await page.goto(`${url}/experiences`);
  const t0 = Date.now();
  let last = -1;
  for (;;) {
    const count = await shownCount(page);
    if (count >= min && count === last) return count;
    if (Date.now() - t0 > 180_000) throw new Error(`filter bench: the list shows ${count}/${min}`);
    last = count;
    await page.waitForTimeout(250);
  }
}

/** Records, per keystroke, the echo, count, list and URL-write latencies (in the page's clock). */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __filterBench: Samples };
    const samples: Samples = { frame: [], count: [], list: [], url: [] };
    w.__filterBench = samples;
    const input = document.querySelector<HTMLInputElement>('[data-testid="experience-search"]');
    const count = document.querySelector('[data-testid="experience-count"]');
    const results = count?.closest("section");
    if (!input || !count || !results) throw new Error("filter bench: the list is not on screen");
    /** A frame after the work, then a task after that frame: the paint is done. */
    const paintedThen = (done: (t: number) => void) =>
      requestAnimationFrame(() => setTimeout(() => done(performance.now())));
    let keyAt = 0;
    let counted = true;
    let listed = true;
    input.addEventListener(
      "keydown",
      () => {
        const at = performance.now();
        keyAt = at;
        counted = false;
        listed = false;
        paintedThen((t) => samples.frame.push(t - at));
      },
      { capture: true },
    );
    // The router writes the URL with history.replaceState/pushState once typing pauses.
    for (const name of ["replaceState", "pushState"] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History["replaceState"]>) => {
        const at = performance.now();
        original(...args);
        setTimeout(() => paintedThen((t) => samples.url.push(t - at)));
      };
    }
    new MutationObserver(() => {
      if (!counted) {
        counted = true;
        samples.count.push(performance.now() - keyAt);
      }
    }).observe(count, { childList: true, characterData: true, subtree: true });
    new MutationObserver(() => {
      if (listed) return;
      listed = true;
      const at = keyAt;
      paintedThen((t) => samples.list.push(t - at));
    }).observe(results, { childList: true, characterData: true, subtree: true, attributes: true });
  });
}

export interface KeystrokeFigures {
  total: number;
  keys: number;
  found: number;
  echo: { p50: number; p95: number };
  list: { p50: number; p95: number; samples: number };
  url: { p50: number; p95: number; samples: number };
}

/** Types `QUERY` into the search box of an open, loaded list, one key at a time. */
async function typeQuery(page: Page, total: number): Promise<KeystrokeFigures> {
  const input = page.getByTestId("experience-search");
  await input.click();
  await instrument(page);
  for (const key of QUERY) {
    await page.keyboard.press(key === " " ? "Space" : key);
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.waitForTimeout(400);
  const samples = await page.evaluate(
    () => (window as unknown as { __filterBench: Samples }).__filterBench,
  );
  if (process.env.BENCH_VERBOSE) console.log(samples);
  return {
    total,
    keys: samples.frame.length,
    found: await shownCount(page),
    echo: { p50: percentile(samples.frame, 50), p95: percentile(samples.frame, 95) },
    list: {
      p50: percentile(samples.list, 50),
      p95: percentile(samples.list, 95),
      samples: samples.list.length,
    },
    url: {
      p50: percentile(samples.url, 50),
      p95: percentile(samples.url, 95),
      samples: samples.url.length,
    },
  };
}

/**
 * A signed-in device holding `expected` experiences (first sync done in a fresh context), the
 * list open and settled, then `QUERY` typed key by key.
 */
export async function benchKeystrokes(
  browser: Browser,
  url: string,
  expected: number,
): Promise<KeystrokeFigures> {
  const context = await newBenchContext(browser, url, "signed-in");
  try {
    const page = await context.newPage();
    const since = new Date().toISOString();
    await openList(page, url, expected);
    await waitForSyncAfter(page, since);
    await waitUntilUnpacked(page);
    await page.waitForTimeout(500);
    return await typeQuery(page, expected);
  } finally {
    await context.close();
  }
}

export function formatKeystrokes(f: KeystrokeFigures): string {
  return (
    `filter ${f.total} experiences, "${QUERY}" typed key by key (${f.keys} keys, ${f.found} found): ` +
    `keydown → filtered list painted median ${fmt(f.list.p50)}, p95 ${fmt(f.list.p95)} (${f.list.samples} keys); ` +
    `keydown → echo painted median ${fmt(f.echo.p50)}, p95 ${fmt(f.echo.p95)}; ` +
    `URL write → painted median ${fmt(f.url.p50)}, p95 ${fmt(f.url.p95)} (${f.url.samples} writes)`
  );
}

/**
 * Types `QUERY` into the search box one key at a time and reports per-keystroke latency over
 * the experiences on the page's device (signs in as the demo participant if needed).
 */
export async function benchFilter(page: Page, url: string): Promise<string> {
  const since = new Date().toISOString();
  if (!/\/(dashboard|experiences)/.test(page.url())) await signIn(page, url);
  const total = await openList(page, url, TARGET);
  await waitForSyncAfter(page, since);
  return formatKeystrokes(await typeQuery(page, total));
}

/** Stand-alone run. */
async function main(): Promise<void> {
  const { existsSync } = await import("node:fs");
  const { launchChromium } = await import("./browser.ts");
  const given = process.env.APP_URL;
  if (!given && !existsSync("dist/index.html")) {
    console.error("filter bench: dist/ is missing — run `npm run build` first");
    process.exit(1);
  }
  const server = given
    ? null
    : await (await import("./server-fixture.ts")).startBenchServer(TARGET);
  const url = given ?? server?.url ?? "http://127.0.0.1:3000";
  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, url);
    if (given) await topUp(page, TARGET + 60);
    console.log(await benchFilter(page, url));
  } finally {
    await browser.close();
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
