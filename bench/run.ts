/**
 * `npm run bench`: every speed and size figure of issue 15 beside its anchor measured in the same
 * run (the React-alone floor app, a bare Hono app, raw better-sqlite3 inserts, raw IndexedDB puts,
 * a visitor's sync),
 * each BENCH_RUNS times (default 3), printed as min / median / max and ratios. Printed, never
 * asserted in tests. Needs a built app (dist/): run `npm run build` first.
 *
 *   BENCH_RUNS=1 npm run bench               # one run of each
 *   BENCH_ONLY=push,sync npm run bench       # some sections: load, lighthouse, cls, api, push, sync, login
 *   BENCH_SIZES=1000,10000 npm run bench     # catalogue sizes of the sync section
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { SEED_EXPERIENCES } from "../server/db/seed-data.ts";
import { benchApiOverhead } from "./api-overhead.ts";
import { launchChromium } from "./browser.ts";
import { jsBeforeFirstPaint } from "./bundle-size.ts";
import { Figures } from "./figures.ts";
import { benchKeystrokes, formatKeystrokes } from "./filter-bench.ts";
import { benchIdbFloor } from "./idb-floor.ts";
import { benchLayoutShift } from "./layout-shift.ts";
import { benchLoginBurst } from "./login-burst.ts";
import { benchFirstSync, benchRawInsert, benchReload, RELOAD_SETTLE_MS } from "./pull-bench.ts";
import { benchPush, benchPushRawInsert } from "./push-bench.ts";
import { reactFloorKb } from "./react-floor/floor.ts";
import { startBenchServer } from "./server-fixture.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ONLY = process.env.BENCH_ONLY?.split(",");
const wanted = (section: string) => !ONLY || ONLY.includes(section);
/** The demo catalogue the bench database is seeded with, before the bulk rows. */
const SEEDED = SEED_EXPERIENCES.length;
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);

if (!existsSync("dist/index.html")) {
  console.error("bench: dist/ is missing — run `npm run build` first");
  process.exit(1);
}

const figures = new Figures();
const log = (line: string) => console.log(`  ${line}`);
const browser = await launchChromium();

try {
  if (wanted("load")) {
    console.log("first load: JS requested before the first contentful paint (Chromium, gzip)");
    const server = await startBenchServer(0);
    try {
      for (let run = 0; run < RUNS; run++) {
        const floor = await reactFloorKb();
        for (const path of ["/landing", "/"]) {
          const { kb, files } = await jsBeforeFirstPaint(browser, `${server.url}${path}`);
          log(
            `${path}: ${kb.toFixed(1)} KB in ${files} files; React-alone floor ${floor.toFixed(1)} KB`,
          );
          figures.add(`first-paint JS ${path}`, kb, "KB", {
            anchor: ["React floor", floor],
            target: "≤ 1.6× floor",
          });
        }
      }
    } finally {
      await server.stop();
    }
  }

  if (wanted("lighthouse")) {
    console.log(
      "Lighthouse mobile performance (bench/lighthouse.ts, its own server and floor app)",
    );
    for (let run = 0; run < RUNS; run++) {
      const child = spawnSync(process.execPath, ["bench/lighthouse.ts"], {
        env: { ...process.env, LIGHTHOUSE_ONLY: "performance", LIGHTHOUSE_JSON: "1" },
        encoding: "utf8",
        maxBuffer: 16 * 1024 * 1024,
      });
      const lines = child.stdout.trim().split("\n");
      const json = lines.findLast((l) => l.startsWith("{"));
      if (child.status !== 0 || !json) throw new Error(`lighthouse failed: ${child.stderr}`);
      for (const l of lines.filter((l) => !l.startsWith("{"))) log(l);
      type Page = { score: number; lcpMs: number; tbtMs: number; cls: number };
      const pages = (JSON.parse(json) as { lighthouse: Record<string, Page> }).lighthouse;
      const floor = pages.floor;
      for (const [page, f] of Object.entries(pages)) {
        if (page === "floor" || !floor) continue;
        figures.add(`Lighthouse ${page} score`, f.score, "", { target: "≥ 90" });
        figures.add(`Lighthouse ${page} LCP`, f.lcpMs, "ms", { anchor: ["floor", floor.lcpMs] });
        figures.add(`Lighthouse ${page} CLS`, f.cls, "", { target: "≤ 0.02" });
      }
    }
  }

  if (wanted("cls")) {
    console.log("layout shift on every screen, each kind of user, at 1280 and 390 px");
    const server = await startBenchServer(0);
    try {
      for (let run = 0; run < RUNS; run++) {
        const shifts = await benchLayoutShift(browser, server.url);
        const worst = shifts.reduce((a, b) => (b.cls > a.cls ? b : a));
        const shifting = shifts.filter((s) => s.cls > 0.001);
        log(
          `${shifts.length} screens; worst ${worst.path} at ${worst.width} px: ${worst.cls.toFixed(3)}` +
            (shifting.length
              ? `; above 0.001: ${shifting.map((s) => `${s.path}@${s.width} ${s.cls.toFixed(3)}`).join(", ")}`
              : ""),
        );
        figures.add("layout shift, worst screen", worst.cls, "", { target: "≤ 0.02" });
      }
    } finally {
      await server.stop();
    }
  }

  if (wanted("api")) {
    console.log(
      "API and serving (bench/api-overhead.ts: both servers child processes, 16 connections)",
    );
    for (let run = 0; run < RUNS; run++) {
      const o = await benchApiOverhead();
      for (const [path, r] of Object.entries(o.rps)) {
        log(`${path}: ${r.real.toFixed(0)} req/s, bare Hono ${r.bare.toFixed(0)} req/s`);
        figures.add(`GET ${path}`, r.real, "req/s", {
          anchor: ["bare Hono", r.bare],
          target: "≥ 0.7×",
        });
      }
      figures.add("/landing first load, br", o.landing.brBytes / 1024, "KB", {
        anchor: ["uncompressed", o.landing.identityBytes / 1024],
      });
      for (const [path, status] of Object.entries(o.conditional))
        log(`If-None-Match ${path}: ${status}`);
    }
  }

  if (wanted("push")) {
    console.log("push: 1,000 queued moods, client outbox (fake-indexeddb) to the real server");
    const server = await startBenchServer(0);
    try {
      for (let run = 0; run < RUNS; run++) {
        const push = await benchPush(server.url);
        const raw = await benchPushRawInsert(push.count);
        log(
          `${push.pushMs.toFixed(0)} ms in ${push.requests} requests (${push.httpMs.toFixed(0)} ms in the requests, ${push.clientMs.toFixed(0)} ms settling); raw inserts ${raw.insertMs.toFixed(1)} ms`,
        );
        figures.add("push 1,000 mutations", push.pushMs, "ms", {
          anchor: ["raw inserts", raw.insertMs],
          target: "< 300 ms",
        });
      }
    } finally {
      await server.stop();
    }
  }

  if (wanted("sync")) {
    console.log(
      "sync at scale: first sync in a fresh persistent profile, a new device (Chromium IndexedDB on disk)",
    );
    for (const size of SIZES) {
      const server = await startBenchServer(size);
      const expected = size + SEEDED;
      const k = `${size / 1000}k`;
      try {
        const visitors: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const visitor = await benchFirstSync(browser, server.url, expected, "visitor");
          visitors.push(visitor);
          const signedIn = await benchFirstSync(browser, server.url, expected, "signed-in");
          // Where a sign-in lands: its lists join and rank experiences (issue 15: ranking read
          // the whole table after every pull page, 52 s at 50k).
          const dashboard = await benchFirstSync(
            browser,
            server.url,
            expected,
            "signed-in",
            "persistent",
            "/dashboard",
          );
          const raw = (await benchRawInsert(size)).insertMs;
          // The same rows put with the raw API, in the same kind of profile: the browser's floor.
          const idb = await benchIdbFloor(server.url, expected);
          log(
            `${k}: visitor ${visitor.toFixed(0)} ms, signed-in with the list open ${signedIn.toFixed(0)} ms, on the dashboard ${dashboard.toFixed(0)} ms, raw IndexedDB puts ${idb.toFixed(0)} ms, raw SQLite insert ${raw.toFixed(0)} ms`,
          );
          figures.add(`first sync ${k}, signed-in`, signedIn, "ms", {
            anchor: ["visitor", visitor],
            target: "≤ 1.3× visitor",
          });
          figures.add(`first sync ${k}, signed-in on /dashboard`, dashboard, "ms", {
            anchor: ["visitor", visitor],
          });
          figures.add(`first sync ${k}, visitor`, visitor, "ms", {
            anchor: ["raw IndexedDB", idb],
            ...(size === 10_000 ? { target: "< 1000 ms" } : {}),
          });
          figures.add(`raw IndexedDB puts ${k}`, idb, "ms", { anchor: ["raw SQLite insert", raw] });
          figures.add(`first sync ${k}, visitor per 1k rows`, visitor / (expected / 1000), "ms", {
            target: "flat 1k→50k",
          });
        }
        if (size === 10_000) {
          // Continuity with the figures measured before the profiles were persistent: the same
          // sync in an incognito-like context, whose in-memory IndexedDB slows as a table grows.
          for (let run = 0; run < RUNS; run++) {
            const ms = await benchFirstSync(browser, server.url, expected, "visitor", "incognito");
            log(`${k}: visitor in an incognito context ${ms.toFixed(0)} ms`);
            figures.add(`first sync ${k}, visitor (incognito context)`, ms, "ms", {
              anchor: ["persistent profile", visitors[run] ?? Number.NaN],
            });
          }
        }
        if (size === 10_000) {
          for (let run = 0; run < RUNS; run++) {
            const keys = await benchKeystrokes(browser, server.url, expected);
            log(`10k keystrokes: ${formatKeystrokes(keys)}`);
            figures.add("keystroke → list painted p95, 10k", keys.list.p95, "ms", {
              target: "< 16 ms",
            });
            figures.add("search URL write → painted p95, 10k", keys.url.p95, "ms");
          }
        }
        if (size === 50_000) {
          const reload = await benchReload(browser, server.url, expected, RUNS);
          for (const ms of reload.packedFirstCardMs) {
            log(
              `50k reload with the first sync's rows still packed: first card ${ms.toFixed(0)} ms`,
            );
            figures.add("reload to first card, 50k, rows still packed", ms, "ms", {
              target: "< 500 ms",
            });
          }
          reload.firstCardMs.forEach((ms, i) => {
            log(
              `50k reload: first card ${ms.toFixed(0)} ms, heap ${reload.heapMb[i]?.toFixed(1)} MB`,
            );
            figures.add("reload to first card, 50k", ms, "ms", { target: "< 500 ms" });
            figures.add("JS heap after load, 50k", reload.heapMb[i] ?? 0, "MB");
          });
          for (const ms of reload.settledFirstCardMs) {
            log(
              `50k reload ${RELOAD_SETTLE_MS / 1000} s after the move: first card ${ms.toFixed(0)} ms`,
            );
            figures.add(`reload to first card, 50k, ${RELOAD_SETTLE_MS / 1000} s later`, ms, "ms", {
              target: "< 500 ms",
            });
          }
        }
      } finally {
        await server.stop();
      }
    }
    // Flat cost per row: the 50k per-row figure over the 1k one, run by run.
    const perRow = (k: string) =>
      figures.all.get(`first sync ${k}, visitor per 1k rows`)?.values ?? [];
    const perRowSigned = (k: string) => {
      const f = figures.all.get(`first sync ${k}, signed-in`);
      return (f?.values ?? []).map((ms) => ms / ((Number.parseInt(k, 10) * 1000 + SEEDED) / 1000));
    };
    perRow("50k").forEach((v, i) => {
      figures.add("visitor cost per row, 50k", v, "ms/1k", {
        anchor: ["1k", perRow("1k")[i] ?? Number.NaN],
        target: "flat (≈ 1×)",
      });
      figures.add("signed-in cost per row, 50k", perRowSigned("50k")[i] ?? 0, "ms/1k", {
        anchor: ["1k", perRowSigned("1k")[i] ?? Number.NaN],
        target: "flat (≈ 1×)",
      });
    });
    // The cost of each further row: the slope between two sizes, run by run. The page's fixed
    // start (navigation, first paint, the app's boot) is most of a 1k sync and divides into
    // the per-row figures above; a slope leaves it out. Flat: 10k→50k as steep as 1k→10k.
    const slope = (mode: "visitor" | "signed-in", from: number, to: number, i: number) => {
      const at = (size: number) =>
        figures.all.get(`first sync ${size / 1000}k, ${mode}`)?.values[i] ?? Number.NaN;
      return (at(to) - at(from)) / ((to - from) / 1000);
    };
    if ([1_000, 10_000, 50_000].every((size) => SIZES.includes(size))) {
      for (let i = 0; i < RUNS; i++) {
        for (const mode of ["visitor", "signed-in"] as const) {
          figures.add(
            `${mode} cost per further 1k rows, 10k→50k`,
            slope(mode, 10_000, 50_000, i),
            "ms/1k",
            {
              anchor: ["1k→10k", slope(mode, 1_000, 10_000, i)],
              target: "flat (≈ 1×)",
            },
          );
        }
      }
    }
  }
} finally {
  await browser.close();
}

if (wanted("login")) console.log(await benchLoginBurst());

console.log(
  `\nSummary (${RUNS} run${RUNS === 1 ? "" : "s"} each; ratio = median of per-run ratios)`,
);
console.log(figures.table());
