/**
 * Lighthouse accessibility, best-practices and SEO scores of the public pages (issue 14 asks
 * for 100 on each). A printed report, never a test: run `npm run build` first, then
 *   npm run lighthouse                                  # starts a bench server
 *   APP_URL=http://127.0.0.1:3000 npm run lighthouse    # a running server
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), driven over its debugging port.
 */
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort, startBenchServer } from "./server-fixture.ts";

const PAGES = ["/landing", "/why-culture-wellbeing", "/for-partners", "/contact"];
const CATEGORIES = ["accessibility", "best-practices", "seo"];

const server = process.env.APP_URL ? null : await startBenchServer(0);
const base = process.env.APP_URL ?? server?.url ?? "";
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", `--remote-debugging-port=${port}`],
});
let below100 = 0;
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${base}${path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const categories = Object.values(result?.lhr.categories ?? {});
    const scores = categories.map((c) => `${c.id} ${Math.round((c.score ?? 0) * 100)}`);
    below100 += categories.filter((c) => (c.score ?? 0) < 1).length;
    console.log(`${path.padEnd(24)} ${scores.join("  ")}`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(below100 === 0 ? "All at 100." : `${below100} score(s) below 100.`);
