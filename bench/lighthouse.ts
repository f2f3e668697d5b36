/**
 * Lighthouse, printed (never a test): run `npm run build` first, then
 *   npm run lighthouse                                  # starts a bench server
 *   APP_URL=http://127.0.0.1:3000 npm run lighthouse    # a running server
 * 1. accessibility, best-practices and SEO of the public pages (issue 14 asks for 100 on each);
 * 2. performance with the default mobile emulation (issue 15 asks ≥ 90, CLS ≤ 0.02) on
 *    /landing, /experiences and one experience, beside the React-alone floor app's figures
 *    measured in the same run (served by a tiny static server), plus what gzip would save on
 *    the page's own text files.
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), driven over its debugging port.
 * LIGHTHOUSE_ONLY=performance skips part 1; LIGHTHOUSE_JSON=1 ends with one JSON line of the
 * performance figures (bench/run.ts repeats this script and reads that line).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
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
  { numericValue?: number; details?: { items?: { url?: string; transferSize?: number }[] } }
>;

/**
 * Lighthouse 13 dropped its "enable text compression" audit, so the estimate is made here: the
 * bytes the page's own JS, CSS and HTML took on the wire minus their gzip size (the server of
 * this branch does not compress; docs: issue 15).
 */
function compressionSavingKb(audits: Audits, distDir: string): number {
  let saving = 0;
  for (const item of audits["network-requests"]?.details?.items ?? []) {
    const path = item.url ? new URL(item.url).pathname : "";
    const file = join(distDir, path.endsWith("/") || !path.includes(".") ? "index.html" : path);
    if (!/\.(js|css|html)$/.test(file) || !existsSync(file)) continue;
    const gzip = gzipSync(readFileSync(file)).length;
    saving += Math.max(0, (item.transferSize ?? 0) - gzip);
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

/** `keepSession`: keep localStorage (the signed-in audits; signInColdly emptied the caches). */
async function audit(url: string, categories: string[], keepSession = false) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * Signs in as the demo participant the way the app stores a session (token + user snapshot in
 * localStorage), then empties the caches and the service worker, so a signed-in audit is still
 * a cold load.
 */
async function signInColdly(): Promise<void> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "demo-individual", password: "culture-demo-1" }),
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  const page = await browser.newPage();
  await page.goto(`${base}/landing`);
  await page.evaluate(
    async ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("culturewell.session-user", u);
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    },
    [token, JSON.stringify(user)] as const,
  );
  const cdp = await browser.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await page.close();
}

/** The id of a seeded experience, from the public API. */
async function anExperienceId(): Promise<string> {
  const response = await fetch(`${base}/api/experiences?limit=1`);
  const body = (await response.json()) as { id: string }[] | { items?: { id: string }[] };
  const first = Array.isArray(body) ? body[0] : body.items?.[0];
  if (!first) throw new Error("no seeded experience");
  return first.id;
}

/** Performance figures per page, for LIGHTHOUSE_JSON (seconds and ms as Lighthouse gives them). */
const figures: Record<string, { score: number; lcpMs: number; tbtMs: number; cls: number }> = {};
const keep = (key: string, score: number, audits: Audits) => {
  figures[key] = {
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
  for (const { path, signedIn } of pages) {
    if (signedIn) await signInColdly();
    const lhr = await audit(`${base}${path}`, ["performance"], signedIn);
    keep(
      path.startsWith("/experience/") ? "/experience/:id" : path,
      score(lhr),
      lhr.audits as Audits,
    );
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const where = landed === path ? "" : `  (landed on ${landed})`;
    console.log(
      `${perfLine(path, score(lhr), lhr.audits as Audits)}  LCP ${(lcp / floorLcp).toFixed(2)}× the floor${where}`,
    );
  }
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify({ lighthouse: figures }));
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await floor.stop();
  await server?.stop();
}
