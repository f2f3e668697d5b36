/**
 * The sync section of `npm run bench` (bench/run.ts): per catalogue size, per engine, a first
 * pull of the whole catalogue from Node with every page built from the database (beside that
 * engine's raw insert of the same rows) and first syncs in Chromium (bench/pull-bench.ts). The
 * browser-only figures (raw IndexedDB puts, keystrokes, reloads, the dashboard, the incognito
 * context, costs per row) are measured once, on the first engine's server: they do not depend on
 * the server's database.
 */
import type { Browser } from "playwright-core";
import { SEED_EXPERIENCES } from "../server/db/seed-data.ts";
import { type BenchEngine, onEngine } from "./engines.ts";
import type { Figures } from "./figures.ts";
import { benchKeystrokes, formatKeystrokes } from "./filter-bench.ts";
import { benchIdbFloor } from "./idb-floor.ts";
import {
  benchColdPull,
  benchFirstSync,
  benchRawInsert,
  benchReload,
  RELOAD_SETTLE_MS,
} from "./pull-bench.ts";
import { startBenchServer } from "./server-fixture.ts";

/** The demo catalogue the bench database is seeded with, before the bulk rows. */
const SEEDED = SEED_EXPERIENCES.length;

export interface SyncSection {
  browser: Browser;
  figures: Figures;
  engines: readonly BenchEngine[];
  runs: number;
  sizes: readonly number[];
  log: (line: string) => void;
}

/** The request-level figures of this section that are held PostgreSQL ÷ SQLite. */
export const syncRatioNames = (sizes: readonly number[]) =>
  sizes.flatMap((size) => [
    `first pull ${size / 1000}k, server pages (cold)`,
    `first sync ${size / 1000}k, visitor`,
  ]);

export async function benchSyncSection(s: SyncSection): Promise<void> {
  const { browser, figures, runs: RUNS, log } = s;
  for (const size of s.sizes) {
    for (const engine of s.engines) {
      const at = (name: string) => onEngine(name, engine);
      const full = engine === s.engines[0];
      const server = await startBenchServer(size, { engine });
      const expected = size + SEEDED;
      const k = `${size / 1000}k`;
      try {
        const visitors: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const cold = await benchColdPull(server, expected);
          const raw = (await benchRawInsert(size, engine)).insertMs;
          figures.add(at(`first pull ${k}, server pages (cold)`), cold, "ms", {
            anchor: [`raw ${engine} insert`, raw],
          });
          const visitor = await benchFirstSync(browser, server.url, expected, "visitor");
          visitors.push(visitor);
          const signedIn = await benchFirstSync(browser, server.url, expected, "signed-in");
          // The same rows put with the raw API, in the same kind of profile: the browser's floor.
          const idb = await benchIdbFloor(server.url, expected);
          figures.add(at(`first sync ${k}, signed-in`), signedIn, "ms", {
            anchor: ["visitor", visitor],
            target: "≤ 1.3× visitor",
          });
          figures.add(at(`first sync ${k}, visitor`), visitor, "ms", {
            anchor: ["raw IndexedDB", idb],
            ...(size === 10_000 ? { target: "< 1000 ms" } : {}),
          });
          const line = `${k} [${engine}]: pull from Node (pages built) ${cold.toFixed(0)} ms, raw ${engine} insert ${raw.toFixed(0)} ms; visitor ${visitor.toFixed(0)} ms, signed-in with the list open ${signedIn.toFixed(0)} ms, raw IndexedDB puts ${idb.toFixed(0)} ms`;
          if (!full) {
            log(line);
            continue;
          }
          // Where a sign-in lands: its lists join and rank experiences (ranking once read
          // the whole table after every pull page, 52 s at 50k).
          const dashboard = await benchFirstSync(
            browser,
            server.url,
            expected,
            "signed-in",
            "persistent",
            "/dashboard",
          );
          log(`${line}, on the dashboard ${dashboard.toFixed(0)} ms`);
          figures.add(at(`first sync ${k}, signed-in on /dashboard`), dashboard, "ms", {
            anchor: ["visitor", visitor],
          });
          const rawSqlite =
            engine === "sqlite" ? raw : (await benchRawInsert(size, "sqlite")).insertMs;
          figures.add(`raw IndexedDB puts ${k}`, idb, "ms", {
            anchor: ["raw SQLite insert", rawSqlite],
          });
          figures.add(
            at(`first sync ${k}, visitor per 1k rows`),
            visitor / (expected / 1000),
            "ms",
            {
              target: "flat 1k→50k",
            },
          );
        }
        if (full) await browserOnly(s, server.url, size, expected, visitors, at);
      } finally {
        await server.stop();
      }
    }
  }
  const first = s.engines[0];
  if (first) perRow(s, (name) => onEngine(name, first));
}

/** The figures that measure the browser, on one server (the first engine's). */
async function browserOnly(
  s: SyncSection,
  url: string,
  size: number,
  expected: number,
  visitors: number[],
  at: (name: string) => string,
): Promise<void> {
  const { browser, figures, runs: RUNS, log } = s;
  const k = `${size / 1000}k`;
  if (size === 10_000) {
    // Continuity with the figures measured before the profiles were persistent: the same
    // sync in an incognito-like context, whose in-memory IndexedDB slows as a table grows.
    for (let run = 0; run < RUNS; run++) {
      const ms = await benchFirstSync(browser, url, expected, "visitor", "incognito");
      log(`${k}: visitor in an incognito context ${ms.toFixed(0)} ms`);
      figures.add(at(`first sync ${k}, visitor (incognito context)`), ms, "ms", {
        anchor: ["persistent profile", visitors[run] ?? Number.NaN],
      });
    }
    for (let run = 0; run < RUNS; run++) {
      const keys = await benchKeystrokes(browser, url, expected);
      log(`10k keystrokes: ${formatKeystrokes(keys)}`);
      figures.add("keystroke → list painted p95, 10k", keys.list.p95, "ms", {
        target: "< 16 ms",
      });
      figures.add("search URL write → painted p95, 10k", keys.url.p95, "ms");
    }
  }
  if (size === 50_000) {
    const reload = await benchReload(browser, url, expected, RUNS);
    for (const ms of reload.packedFirstCardMs) {
      log(`50k reload with the first sync's rows still packed: first card ${ms.toFixed(0)} ms`);
      figures.add("reload to first card, 50k, rows still packed", ms, "ms", {
        target: "< 500 ms",
      });
    }
    reload.firstCardMs.forEach((ms, i) => {
      log(`50k reload: first card ${ms.toFixed(0)} ms, heap ${reload.heapMb[i]?.toFixed(1)} MB`);
      figures.add("reload to first card, 50k", ms, "ms", { target: "< 500 ms" });
      figures.add("JS heap after load, 50k", reload.heapMb[i] ?? 0, "MB");
    });
    for (const ms of reload.settledFirstCardMs) {
      log(`50k reload ${RELOAD_SETTLE_MS / 1000} s after the move: first card ${ms.toFixed(0)} ms`);
      figures.add(`reload to first card, 50k, ${RELOAD_SETTLE_MS / 1000} s later`, ms, "ms", {
        target: "< 500 ms",
      });
    }
  }
}

/** Flat cost per row: 50k against 1k, and the slope between sizes, run by run. */
function perRow(s: SyncSection, at: (name: string) => string): void {
  const { figures, runs: RUNS } = s;
  const perRow = (k: string) =>
    figures.all.get(at(`first sync ${k}, visitor per 1k rows`))?.values ?? [];
  const perRowSigned = (k: string) => {
    const f = figures.all.get(at(`first sync ${k}, signed-in`));
    return (f?.values ?? []).map((ms) => ms / ((Number.parseInt(k, 10) * 1000 + SEEDED) / 1000));
  };
  perRow("50k").forEach((v, i) => {
    figures.add(at("visitor cost per row, 50k"), v, "ms/1k", {
      anchor: ["1k", perRow("1k")[i] ?? Number.NaN],
      target: "flat (≈ 1×)",
    });
    figures.add(at("signed-in cost per row, 50k"), perRowSigned("50k")[i] ?? 0, "ms/1k", {
      anchor: ["1k", perRowSigned("1k")[i] ?? Number.NaN],
      target: "flat (≈ 1×)",
    });
  });
  // The cost of each further row: the slope between two sizes, run by run. The page's fixed
  // start (navigation, first paint, the app's boot) is most of a 1k sync and divides into
  // the per-row figures above; a slope leaves it out. Flat: 10k→50k as steep as 1k→10k.
  const slope = (mode: "visitor" | "signed-in", from: number, to: number, i: number) => {
    const value = (size: number) =>
      figures.all.get(at(`first sync ${size / 1000}k, ${mode}`))?.values[i] ?? Number.NaN;
    return (value(to) - value(from)) / ((to - from) / 1000);
  };
  if (![1_000, 10_000, 50_000].every((size) => s.sizes.includes(size))) return;
  for (let i = 0; i < RUNS; i++) {
    for (const mode of ["visitor", "signed-in"] as const) {
      figures.add(
        at(`${mode} cost per further 1k rows, 10k→50k`),
        slope(mode, 10_000, 50_000, i),
        "ms/1k",
        { anchor: ["1k→10k", slope(mode, 1_000, 10_000, i)], target: "flat (≈ 1×)" },
      );
    }
  }
}
