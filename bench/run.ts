/**
 * `npm run bench`: speed figures, printed (never asserted in tests). Needs a built app (dist/):
 * run `npm run build` first if it is missing.
 */
import { existsSync } from "node:fs";
import { launchChromium } from "./browser.ts";
import { initialBundle } from "./bundle-size.ts";
import { benchLoginBurst } from "./login-burst.ts";
import { benchPull, benchRawInsert } from "./pull-bench.ts";
import { benchPush, benchPushRawInsert } from "./push-bench.ts";
import { startBenchServer } from "./server-fixture.ts";

const EXTRA = 10_000;
const SEEDED = 53;
const ms = (n: number) => `${n.toFixed(0)} ms`;

if (!existsSync("dist/index.html")) {
  console.error("bench: dist/ is missing — run `npm run build` first");
  process.exit(1);
}

const bundle = initialBundle();
console.log(
  `bundle initial download (gzip): ${bundle.jsKb.toFixed(1)} KB JS + ${bundle.cssKb.toFixed(1)} KB CSS in ${bundle.files} files`,
);

const server = await startBenchServer(EXTRA);
const browser = await launchChromium();
try {
  const push = await benchPush(server.url);
  const pushRaw = benchPushRawInsert(push.count);
  console.log(
    `push   ${push.count} queued mutations over loopback: ${ms(push.pushMs)} in ${push.requests} requests ` +
      `(${ms(push.httpMs)} in the requests, ${ms(push.clientMs)} settling the outbox; ` +
      `raw inserts of the same rows ${ms(pushRaw.insertMs)}: ${(push.pushMs / pushRaw.insertMs).toFixed(1)}×)`,
  );

  const page = await (await browser.newContext()).newPage();
  const pull = await benchPull(page, server.url, EXTRA + SEEDED);
  const raw = benchRawInsert(EXTRA);
  console.log(`pull   ${pull.expected} experiences into Chromium IndexedDB: ${ms(pull.pullMs)}`);
  console.log(`raw    ${raw.count} better-sqlite3 inserts (one transaction): ${ms(raw.insertMs)}`);
  console.log(`ratio  pull / raw insert: ${(pull.pullMs / raw.insertMs).toFixed(1)}×`);

  const filterModule = "./filter-bench.ts";
  if (existsSync(new URL(filterModule, import.meta.url))) {
    const { benchFilter } = (await import(filterModule)) as {
      benchFilter: (page: import("playwright-core").Page, url: string) => Promise<string>;
    };
    console.log(await benchFilter(page, server.url));
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(await benchLoginBurst());
