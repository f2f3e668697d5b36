/**
 * Lighthouse, printed (never a test): run `npm run build` first, then
 *   npm run lighthouse                                  # starts a bench server
 *   APP_URL=http://127.0.0.1:3000 npm run lighthouse    # a running server
 * 1. accessibility, best-practices and SEO of the public pages (the target: 100 on each);
 * 2. performance with the default mobile emulation (the target: ≥ 90, CLS ≤ 0.02) on
 *    /landing, /experiences and one experience, beside the React-alone floor app's figures
 *    measured in the same run (served by a tiny static server), plus what gzip would save on
 *    the page's own text files. The signed-in pages are a returning participant on a cold HTTP
 *    cache (SIGNED_IN below), with the same on a new device (IndexedDB deleted) as an extra line.
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), driven over its debugging port.
 * LIGHTHOUSE_ONLY=performance skips part 1; LIGHTHOUSE_JSON=1 ends with one JSON line of the
 * performance figures (bench/run.ts repeats this script and reads that line);
 * LIGHTHOUSE_REPORTS=dir writes each performance audit's full report there (the LCP element,
 * its phases, the request chains).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { lastSyncedAt } from "./bench-page.ts";
import { buildReactFloor } from "./react-floor/floor.ts";
import { serveStatic } from "./react-floor/static-server.ts";
import { freePort, startBenchServer } from "./server-fixture.ts";

const PAGES = ["/landing", "/why-culture-wellbeing", "/for-partners", "/contact"];
const CATEGORIES = ["accessibility", "best-practices", "seo"];

const server = process.env.APP_URL ? null : await startBenchServer(0);
const base = process.env.APP_URL ?? server?.url ?? "";
const floorDir = await buildReactFloor();
const floor = await serveStatic(floorDir);
const port = await freePort();
// A persistent context is the browser's default one, which Lighthouse's tabs share: signing in
// there lets the signed-in screens be audited.
const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", `--remote-debugging-port=${port}`],
});

type Audits = Record<
  string,
  {
    numericValue?: number;
    details?: { items?: { url?: string; transferSize?: number; resourceSize?: number }[] };
  }
>;

/**
 * Lighthouse 13 dropped its "enable text compression" audit, so the estimate is made here: for
 * each of the page's own JS, CSS and HTML files that came uncompressed (as many bytes on the
 * wire as its body, or more: the headers), its size less its gzip size. Comparing every file's
 * wire bytes with its gzip size instead counted each answer's headers (about 1 KB with the
 * security headers) as a saving: 27 KiB "to save" on a page whose every file came in brotli.
 * Files under the server's compression threshold (MIN_COMPRESS_BYTES) stay as they are.
 */
function compressionSavingKb(audits: Audits, distDir: string): number {
  let saving = 0;
  for (const item of audits["network-requests"]?.details?.items ?? []) {
    const path = item.url ? new URL(item.url).pathname : "";
    const file = join(distDir, path.endsWith("/") || !path.includes(".") ? "index.html" : path);
    if (!/\.(js|css|html)$/.test(file) || !existsSync(file)) continue;
    const body = item.resourceSize ?? 0;
    if ((item.transferSize ?? 0) < body) continue; // compressed
    saving += Math.max(0, body - gzipSync(readFileSync(file)).length);
  }
  return saving / 1024;
}

function perfLine(label: string, score: number, audits: Audits, distDir = "dist"): string {
  const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
  const tbt = `${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms`;
  const cls = (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3);
  return (
    `${label.padEnd(24)} performance ${score}  FCP ${ms("first-contentful-paint")}  ` +
    `LCP ${ms("largest-contentful-paint")}  TBT ${tbt}  CLS ${cls}  ` +
    `gzip would save ${compressionSavingKb(audits, distDir).toFixed(0)} KiB`
  );
}

/** `keepSession`: keep localStorage and IndexedDB (the signed-in audits; see SIGNED_IN). */
async function audit(url: string, categories: string[], keepSession = false) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports && categories.includes("performance")) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(result.lhr));
  }
  return result.lhr;
}

/** What the signed-in figures measure, printed with them. */
const SIGNED_IN =
  "Signed-in audits: a returning participant on a cold HTTP cache (signed in, /experiences " +
  "opened and its first sync completed; then service worker, Cache Storage and HTTP cache " +
  "cleared, localStorage and IndexedDB kept).";
const NEW_DEVICE = "the same with IndexedDB deleted too (not the target figure)";
const NEW_DEVICE_LABEL = "  on a new device";

/** A page of the app's origin that runs none of the app (no service worker is registered yet). */
const BARE_PAGE = "/robots.txt";

/** Polls `condition` until it holds, or fails after a minute naming `what`. */
async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`lighthouse bench: ${what} never happened`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Clears the app origin's `storageTypes` the way Lighthouse resets storage, from a blank page. */
async function clearOrigin(storageTypes: string[]): Promise<void> {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", {
    origin: new URL(base).origin,
    storageTypes: storageTypes.join(","),
  });
  await cdp.send("Network.clearBrowserCache");
  await page.close();
}

/**
 * From nothing stored (an earlier audit's visitor sync would otherwise count as the first
 * sync), signs in as the demo participant the way the app stores a session (token + user
 * snapshot in localStorage), opens /experiences signed in and waits until the first sync
 * completed (the engine's `sync.lastSyncedAt` in IndexedDB) and the service worker is active,
 * as for a participant who used the app before. Waiting for the worker also means no
 * registration is still under way when coldCache removes it.
 */
async function signInAndSync(): Promise<void> {
  await clearOrigin(["all"]);
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "demo-individual", password: "culture-demo-1" }),
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  const page = await browser.newPage();
  await page.goto(`${base}${BARE_PAGE}`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("culturewell.session-user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${base}/experiences`);
  await waitFor("the first sync", async () => (await lastSyncedAt(page)) !== null);
  await waitFor("an active service worker", () =>
    page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active),
  );
  await page.close();
}

/**
 * A cold HTTP cache for the next audit: no service worker, no Cache Storage, no HTTP cache;
 * localStorage (the session) stays, and IndexedDB too unless `deleteIndexedDb` (a new device).
 * Cleared from a blank page, so no app code (nor the worker, which answers every navigation with
 * the app) holds anything open.
 */
function coldCache({ deleteIndexedDb }: { deleteIndexedDb: boolean }): Promise<void> {
  return clearOrigin([
    "service_workers",
    "cache_storage",
    ...(deleteIndexedDb ? ["indexeddb"] : []),
  ]);
}

/** The id of a seeded experience, from the public API. */
async function anExperienceId(): Promise<string> {
  const response = await fetch(`${base}/api/experiences?limit=1`);
  const body = (await response.json()) as { id: string }[] | { items?: { id: string }[] };
  const first = Array.isArray(body) ? body[0] : body.items?.[0];
  if (!first) throw new Error("no seeded experience");
  return first.id;
}

type Figures = Record<string, { score: number; lcpMs: number; tbtMs: number; cls: number }>;
/** Performance figures per page, for LIGHTHOUSE_JSON (seconds and ms as Lighthouse gives them). */
const figures: Figures = {};
/** The signed-in pages on a new device: printed and in the JSON, never the target figures. */
const newDevice: Figures = {};
const keep = (key: string, score: number, audits: Audits, into = figures) => {
  into[key] = {
    score,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
};

let below100 = 0;
try {
  for (const path of process.env.LIGHTHOUSE_ONLY === "performance" ? [] : PAGES) {
    const lhr = await audit(`${base}${path}`, CATEGORIES);
    const categories = Object.values(lhr.categories);
    const scores = categories.map((c) => `${c.id} ${Math.round((c.score ?? 0) * 100)}`);
    below100 += categories.filter((c) => (c.score ?? 0) < 1).length;
    console.log(`${path.padEnd(24)} ${scores.join("  ")}`);
  }
  if (process.env.LIGHTHOUSE_ONLY !== "performance") {
    console.log(below100 === 0 ? "All at 100." : `${below100} score(s) below 100.`);
  }

  const floorLhr = await audit(`${floor.url}/`, ["performance"]);
  const score = (lhr: typeof floorLhr) =>
    Math.round((lhr.categories.performance?.score ?? 0) * 100);
  console.log(perfLine("React-alone floor", score(floorLhr), floorLhr.audits as Audits, floorDir));
  keep("floor", score(floorLhr), floorLhr.audits as Audits);
  const floorLcp = floorLhr.audits["largest-contentful-paint"]?.numericValue ?? 1;
  const pages = [
    { path: "/landing", signedIn: false },
    { path: "/experiences", signedIn: true },
    { path: `/experience/${await anExperienceId()}`, signedIn: true },
  ];
  const report = async (label: string, path: string, signedIn: boolean, into = figures) => {
    const lhr = await audit(`${base}${path}`, ["performance"], signedIn);
    const key = path.startsWith("/experience/") ? "/experience/:id" : path;
    keep(key, score(lhr), lhr.audits as Audits, into);
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const where = landed === path ? "" : `  (landed on ${landed})`;
    console.log(
      `${perfLine(label, score(lhr), lhr.audits as Audits)}  LCP ${(lcp / floorLcp).toFixed(2)}× the floor${where}`,
    );
  };
  let defined = false;
  for (const { path, signedIn } of pages) {
    if (!signedIn) {
      await report(path, path, false);
      continue;
    }
    if (!defined) console.log(`${SIGNED_IN}\n"${NEW_DEVICE_LABEL.trim()}": ${NEW_DEVICE}`);
    defined = true;
    // Each page gets its own sign-in: the audit before it (a visitor's) reset the storage.
    await signInAndSync();
    await coldCache({ deleteIndexedDb: false });
    await report(path, path, true);
    await coldCache({ deleteIndexedDb: true });
    await report(NEW_DEVICE_LABEL, path, true, newDevice);
  }
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify({ lighthouse: figures, newDevice }));
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await floor.stop();
  await server?.stop();
}
