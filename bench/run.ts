/**
 * `npm run bench`: every figure of README "Performance" beside its anchor measured in the same
 * run (the React-alone floor app, a bare Hono app, raw better-sqlite3 inserts, raw IndexedDB puts,
 * a visitor's sync),
 * each BENCH_RUNS times (default 3), printed as min / median / max and ratios. Printed, never
 * asserted in tests. Needs a built app (dist/): run `npm run build` first.
 *
 *   BENCH_RUNS=1 npm run bench               # one run of each
 *   BENCH_ONLY=push,sync npm run bench       # some sections: load, lighthouse, cls, api, push, sync, poke, login
 *   BENCH_SIZES=1000,10000 npm run bench     # catalogue sizes of the sync section
 *   BENCH_ENGINES=sqlite npm run bench       # the server's engines (default sqlite,postgres)
 *
 * The api, push and sync sections run on each engine (bench/engines.ts): a figure that depends
 * on the server's database is labelled with its engine, beside that engine's raw floor, and
 * PostgreSQL's request-level figures are also held to SQLite's ("postgres ÷ sqlite", ≤ 1.5×).
 * The poke section runs on SQLite unless BENCH_ENGINES is set.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { benchApiOverhead } from "./api-overhead.ts";
import { launchChromium } from "./browser.ts";
import { jsBeforeFirstPaint } from "./bundle-size.ts";
import { addEngineRatios, benchEngines, onEngine } from "./engines.ts";
import { Figures } from "./figures.ts";
import { benchLayoutShift } from "./layout-shift.ts";
import { benchLoginBurst } from "./login-burst.ts";
import { arrived, benchPokes, POKE, percentile } from "./poke-bench.ts";
import { benchPush, benchPushRawInsert } from "./push-bench.ts";
import { reactFloorKb } from "./react-floor/floor.ts";
import { startBenchServer } from "./server-fixture.ts";
import { benchSyncSection, syncRatioNames } from "./sync-section.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ONLY = process.env.BENCH_ONLY?.split(",");
const wanted = (section: string) => !ONLY || ONLY.includes(section);
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);

if (!existsSync("dist/index.html")) {
  console.error("bench: dist/ is missing — run `npm run build` first");
  process.exit(1);
}

const figures = new Figures();
const log = (line: string) => console.log(`  ${line}`);
const POKE_ON_ENGINES = wanted("poke") && process.env.BENCH_ENGINES !== undefined;
const ENGINES =
  ["api", "push", "sync"].some(wanted) || POKE_ON_ENGINES
    ? await benchEngines()
    : ["sqlite" as const];
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
      `API and serving (bench/api-overhead.ts: servers on ${ENGINES.join(", ")} and bare Hono, child processes, 16 connections)`,
    );
    for (let run = 0; run < RUNS; run++) {
      const o = await benchApiOverhead(ENGINES);
      for (const [engine, paths] of Object.entries(o.engines)) {
        for (const [path, r] of Object.entries(paths)) {
          const at = (name: string) => onEngine(name, engine as (typeof ENGINES)[number]);
          log(
            `${path} [${engine}]: ${r.real.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms; bare Hono ${r.bare.toFixed(0)} req/s, p50 ${r.bareP50.toFixed(2)} ms`,
          );
          figures.add(at(`GET ${path}`), r.real, "req/s", {
            anchor: ["bare Hono", r.bare],
            target: "≥ 0.7×",
          });
          if (path === "/api/health") continue;
          figures.add(at(`GET ${path} p50`), r.p50, "ms", { anchor: ["bare Hono", r.bareP50] });
          figures.add(at(`GET ${path} p95`), r.p95, "ms", { anchor: ["bare Hono", r.bareP95] });
        }
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
    for (const engine of ENGINES) {
      const at = (name: string) => onEngine(name, engine);
      const server = await startBenchServer(0, { engine });
      try {
        for (let run = 0; run < RUNS; run++) {
          const push = await benchPush(server.url);
          const raw = await benchPushRawInsert(push.count, engine);
          log(
            `[${engine}] ${push.pushMs.toFixed(0)} ms in ${push.requests} requests (${push.httpMs.toFixed(0)} ms in the requests, ${push.clientMs.toFixed(0)} ms settling); raw inserts ${raw.insertMs.toFixed(1)} ms`,
          );
          figures.add(at("push 1,000 mutations"), push.pushMs, "ms", {
            anchor: [`raw ${engine} inserts`, raw.insertMs],
            target: "< 300 ms",
          });
          figures.add(at("push per mutation"), (push.pushMs / push.count) * 1000, "µs", {
            anchor: [`raw ${engine} inserts`, (raw.insertMs / raw.count) * 1000],
          });
        }
      } finally {
        await server.stop();
      }
    }
  }

  if (wanted("sync")) {
    console.log(
      "sync at scale: first sync in a fresh persistent profile, a new device (Chromium IndexedDB on disk)",
    );
    await benchSyncSection({ browser, figures, engines: ENGINES, runs: RUNS, sizes: SIZES, log });
  }
  if (wanted("poke")) {
    console.log(
      `live pokes: A's write (push 200) → painted on B's open /experiences, ${POKE.changes} changes; beside B without pokes (docs/decisions/0022-live-pokes.md)`,
    );
    for (const engine of POKE_ON_ENGINES ? ENGINES : (["sqlite"] as const)) {
      const at = (name: string) => onEngine(name, engine);
      const cap = `no poke (${POKE.capMs / 1000} s cap)`;
      const server = await startBenchServer(0, { engine });
      try {
        for (let run = 0; run < RUNS; run++) {
          const live = await benchPokes(browser, server.url, true, log);
          const old = await benchPokes(browser, server.url, false, log);
          const [p50, p95, oldP50, oldP95] = [live, live, old, old].map((r, i) =>
            percentile(r, i % 2 ? 0.95 : 0.5),
          ) as [number, number, number, number];
          const ms = (n: number) => (n >= POKE.capMs ? `≥ ${n / 1000} s` : `${n.toFixed(0)} ms`);
          log(
            `[${engine}] poke: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(percentile(live, 1))}, ${arrived(live)}/${POKE.changes} shown; no poke: ${arrived(old)}/${POKE.changes} shown within ${POKE.capMs / 1000} s, p50 ${ms(oldP50)}, p95 ${ms(oldP95)}`,
          );
          figures.add(at("write on A → painted on B, p50 (live pokes)"), p50, "ms", {
            anchor: [cap, oldP50],
          });
          figures.add(at("write on A → painted on B, p95 (live pokes)"), p95, "ms", {
            anchor: [cap, oldP95],
            target: "p95 < 1 s",
          });
          figures.add(
            at(`no poke: changes shown within ${POKE.capMs / 1000} s`),
            arrived(old),
            `of ${POKE.changes}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await browser.close();
}

if (wanted("login")) console.log(await benchLoginBurst());

addEngineRatios(figures, [
  "push per mutation",
  ...syncRatioNames(SIZES),
  "GET /api/experiences p50",
  "GET /api/experiences p95",
]);

console.log(
  `\nSummary (${RUNS} run${RUNS === 1 ? "" : "s"} each; ratio = median of per-run ratios)`,
);
console.log(figures.table());
