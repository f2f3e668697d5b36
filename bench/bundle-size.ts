import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { reactFloorKb } from "./react-floor/floor.ts";

/**
 * JS the browser requested before the first contentful paint of `url` (gzip KB of the built
 * files), plus the page's inline scripts (a prerendered page's boot script runs before its
 * paint), measured in Chromium on a fresh context (no service worker, empty cache): the
 * dynamic counterpart of scripts/check-budget.ts's manifest walk.
 */
export async function jsBeforeFirstPaint(
  browser: Browser,
  url: string,
  distDir = "dist",
): Promise<{ kb: number; files: number; inline: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const { paths, inline } = await page.evaluate(async () => {
      const fcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName("first-contentful-paint")[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: "paint", buffered: true });
      });
      const paths = performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime < fcp && /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname);
      const inline = [...document.scripts].filter((s) => !s.src).map((s) => s.text);
      return { paths, inline };
    });
    const bytes =
      paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0) +
      inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
    return { kb: bytes / 1024, files: paths.length, inline: inline.length };
  } finally {
    await context.close();
  }
}

/** `/landing` and `/` against the React-alone floor built in this same run (decision 0016). */
export async function benchFirstPaint(browser: Browser, baseUrl: string): Promise<string> {
  const floor = await reactFloorKb();
  const lines = [`first paint: React-alone floor ${floor.toFixed(1)} KB gzip JS (built now)`];
  for (const path of ["/landing", "/"]) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await jsBeforeFirstPaint(browser, `${baseUrl}${path}`));
    const median = runs.map((r) => r.kb).sort((a, b) => a - b)[1] ?? 0;
    lines.push(
      `first paint: ${path.padEnd(9)} ${median.toFixed(1)} KB gzip JS in ${runs[0]?.files} files ` +
        `and ${runs[0]?.inline} inline = ` +
        `${(median / floor).toFixed(2)}× the floor (median of 3)`,
    );
  }
  return lines.join("\n");
}

// `npx node bench/bundle-size.ts` after a build: the first-paint figures alone.
if (import.meta.main) {
  const { launchChromium } = await import("./browser.ts");
  const { startBenchServer } = await import("./server-fixture.ts");
  const server = await startBenchServer(0);
  const browser = await launchChromium();
  try {
    console.log(await benchFirstPaint(browser, server.url));
  } finally {
    await browser.close();
    await server.stop();
  }
}
