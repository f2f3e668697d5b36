/**
 * `npm run bench:load`: how many participants this machine's server serves with p99 < 200 ms and
 * no error. Loopback only (the real server as a child process, like `npm start`), bounded in
 * time: steps of N simultaneous participants, doubling until a step fails, then one step between
 * the last pass and the first failure. Prints a table and the largest N that passed.
 *
 * One participant, as the app behaves (src/sync/engine.ts):
 *   - opens the app: pulls its two streams from cursor 0 until `hasMore` is false, at a random
 *     moment in the first third of the step: its own rows (with its token, `audience=own`), and
 *     the public catalogue as a visitor's pull (no token: the server's shared, prepared pages);
 *   - makes WRITES changes (a mood, a favourite added and removed), each pushed on its own like
 *     the engine's debounced push, spread over the step;
 *   - pulls both again every PULL_EVERY_MS from their cursors (the app pulls after each push and
 *     when the tab comes back; a steady 10 s stands for an active user).
 * Accounts and sessions are made in the database before the server starts (a sign-up is a
 * deliberately slow scrypt hash; it is not what a running community does every second).
 *
 * Once per configuration of LOAD_CONFIGS (default `sqlite,postgres,nodes`), one after the other,
 * each on a fresh database; every table is printed, labelled, then every capacity:
 *   - sqlite: one server on an SQLite file (the default deployment);
 *   - postgres: one server on PostgreSQL (TEST_DATABASE_URL's server, bench/engines.ts);
 *   - nodes: two servers on one PostgreSQL database behind nginx, as `npm run nodes` runs them
 *     (scripts/cluster.ts, bench/cluster-fixture.ts); participants talk to nginx only.
 * Each table adds to the overall p50/p99 the pull rate, the opening pulls' and the pushes' p99
 * (which one fails first), and on PostgreSQL the checkpoints during the step (other databases'
 * work on the same server). PostgreSQL's and nginx's absence skip their configurations with a
 * printed line. Everything runs on this machine, the load generator included, so the
 * configurations share its cores: on two cores, two nodes do not get two cores each
 * (docs/decisions/0023-sync-service-trigger.md).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ADMIN_URL, query } from "../scripts/cluster-util.ts";
import { sha256Hex } from "../server/auth/tokens.ts";
import { sessions, users } from "../server/db/schema.ts";
import { uuidv7 } from "../src/domain/ids.ts";
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from "../src/domain/sync-protocol.ts";
import { usernameKey } from "../src/domain/usernames.ts";
import { clusterMissing, startBenchCluster } from "./cluster-fixture.ts";
import { type BenchServerOptions, startBenchServer } from "./server-fixture.ts";

const CATALOGUE = Number(process.env.LOAD_EXPERIENCES ?? 500); // beside the 53 seeded ones
const STEP_MS = Number(process.env.LOAD_STEP_MS ?? 15_000);
const PULL_EVERY_MS = 10_000;
const WRITES = 3;
const P99_LIMIT_MS = 200;
const MAX_N = Number(process.env.LOAD_MAX_N ?? 2_560);
const FIRST_N = 20;

/** What serves the participants (see the header). */
export type LoadConfig = "sqlite" | "postgres" | "nodes";
const CONFIGS: readonly LoadConfig[] = ["sqlite", "postgres", "nodes"];

interface Target {
  url: string;
  /** Said under the table (e.g. nginx's own errors), if anything. */
  notes(): string[];
  stop(): Promise<void>;
}

async function startTarget(
  config: LoadConfig,
  prepare: BenchServerOptions["prepare"],
): Promise<Target> {
  if (config === "nodes") {
    const cluster = await startBenchCluster(CATALOGUE, {
      nodes: 2,
      ...(prepare ? { prepare } : {}),
    });
    return {
      url: cluster.url,
      notes: () => {
        const trouble = cluster.proxyTrouble();
        return trouble.length === 0
          ? []
          : [`nginx logged ${trouble.length} error(s), first: ${trouble[0]}`];
      },
      stop: () => cluster.stop(),
    };
  }
  const server = await startBenchServer(CATALOGUE, {
    engine: config,
    ...(prepare ? { prepare } : {}),
  });
  return { url: server.url, notes: () => [], stop: () => server.stop() };
}

interface Sample {
  ms: number;
  ok: boolean;
  kind: "open" | "pull" | "push";
}

interface Participant {
  token: string;
  experienceId: string;
}

/** N individual accounts, each with a live session token (only its hash is stored). */
function makeParticipants(count: number) {
  const tokens: string[] = [];
  const prepare: BenchServerOptions["prepare"] = async (db) => {
    const demo = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, "demo-individual"))
      .get();
    if (!demo) throw new Error("load bench: no demo-individual account");
    const hash = demo.hash;
    const now = new Date();
    const expire = new Date(now.getTime() + 86_400_000).toISOString();
    await db.write(async (tx) => {
      for (let i = 0; i < count; i++) {
        const id = uuidv7();
        const username = `load-${i}`;
        await tx.insert(users).values({
          id,
          username,
          usernameKey: usernameKey(username),
          passwordHash: hash,
          firstName: `Load ${i}`,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        });
        const token = randomBytes(32).toString("base64url");
        await tx.insert(sessions).values({
          sid: sha256Hex(token),
          sess: JSON.stringify({ userId: id }),
          expire,
          userId: id,
          createdAt: now.toISOString(),
        });
        tokens.push(token);
      }
    });
  };
  return { tokens, prepare };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(kind: Sample["kind"], samples: Sample[], run: () => Promise<Response>) {
  const t0 = performance.now();
  try {
    const res = await run();
    const body = await res.text();
    samples.push({ kind, ms: performance.now() - t0, ok: res.ok });
    return res.ok ? (JSON.parse(body) as unknown) : null;
  } catch {
    samples.push({ kind, ms: performance.now() - t0, ok: false });
    return null;
  }
}

/** One participant's session inside a step, until `end`. */
async function participant(url: string, p: Participant, end: number, samples: Sample[]) {
  const headers = {
    authorization: `Bearer ${p.token}`,
    [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
  };
  const stepMs = end - performance.now();
  await sleep(Math.random() * (stepMs / 3));
  const streams = [
    { query: "&audience=own", headers, cursor: 0 },
    { query: "", headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) }, cursor: 0 },
  ];
  const pullOnce = async (kind: Sample["kind"]) => {
    for (const stream of streams) {
      for (let page = 0; page < 50; page++) {
        const body = (await timed(kind, samples, () =>
          fetch(`${url}/api/sync/pull?cursor=${stream.cursor}&limit=1000${stream.query}`, {
            headers: stream.headers,
          }),
        )) as { cursor: number; hasMore: boolean } | null;
        if (!body) return;
        stream.cursor = body.cursor;
        if (!body.hasMore) break;
      }
    }
  };
  await pullOnce("open");

  const writeAt = Array.from(
    { length: WRITES },
    () => performance.now() + Math.random() * (end - performance.now()),
  );
  writeAt.sort((a, b) => a - b);
  const mutations = [
    { name: "mood.log", args: { id: uuidv7(), mood: "curious", intensity: 6, notes: "load" } },
    { name: "favorite.add", args: { id: uuidv7(), experienceId: p.experienceId } },
    { name: "favorite.remove", args: { experienceId: p.experienceId } },
  ];
  let nextPull = performance.now() + PULL_EVERY_MS;
  let written = 0;
  while (performance.now() < end) {
    const due = Math.min(writeAt[written] ?? Number.POSITIVE_INFINITY, nextPull, end);
    await sleep(Math.max(0, due - performance.now()));
    if (performance.now() >= end) break;
    if (written < WRITES && performance.now() >= (writeAt[written] ?? 0)) {
      const m = mutations[written];
      written++;
      await timed("push", samples, () =>
        fetch(`${url}/api/sync/push`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({
            clientId: crypto.randomUUID(),
            mutations: [{ id: uuidv7(), createdAt: new Date().toISOString(), ...m }],
          }),
        }),
      );
    } else {
      nextPull = performance.now() + PULL_EVERY_MS;
      await pullOnce("pull");
    }
  }
}

interface StepResult {
  n: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  openP99: number;
  /** Pushes alone: on PostgreSQL each is a commit (an fsync), which pulls never wait for. */
  pushP99: number;
  /** PostgreSQL checkpoints during the step (any database's); null on SQLite. */
  checkpoints: number | null;
  perSecond: number;
  /** Pull requests (opening and periodic, both streams) per second, over all nodes. */
  pullsPerSecond: number;
  passed: boolean;
}

/**
 * PostgreSQL's checkpoints so far (timed and requested), or null on SQLite. The server is shared
 * with whatever else runs on this machine: another suite's CREATE DATABASE forces a checkpoint,
 * whose writes slow every commit (each push) of the bench for its duration.
 */
async function checkpoints(config: LoadConfig): Promise<number | null> {
  if (config === "sqlite") return null;
  const sql = "select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter";
  return query<{ n: string }>(ADMIN_URL, sql).then(
    (rows) => Number(rows[0]?.n ?? 0),
    () => null,
  );
}

async function step(
  config: LoadConfig,
  url: string,
  people: Participant[],
  n: number,
): Promise<StepResult> {
  const samples: Sample[] = [];
  const end = performance.now() + STEP_MS;
  const before = await checkpoints(config);
  await Promise.all(people.slice(0, n).map((p) => participant(url, p, end, samples)));
  const after = await checkpoints(config);
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ofKind = (kind: Sample["kind"]) =>
    samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok).length;
  const p99 = percentile(all, 0.99);
  return {
    n,
    requests: samples.length,
    errors,
    p50: percentile(all, 0.5),
    p99,
    openP99: percentile(ofKind("open"), 0.99),
    pushP99: percentile(ofKind("push"), 0.99),
    perSecond: samples.length / (STEP_MS / 1000),
    pullsPerSecond: samples.filter((s) => s.kind !== "push").length / (STEP_MS / 1000),
    checkpoints: before === null || after === null ? null : after - before,
    passed: errors === 0 && p99 < P99_LIMIT_MS,
  };
}

/** Runs the steps on one configuration; returns every step and the largest N that passed. */
export async function benchLoad(
  config: LoadConfig = "sqlite",
  log: (line: string) => void = console.log,
) {
  const { tokens, prepare } = makeParticipants(MAX_N);
  const server = await startTarget(config, prepare);
  try {
    const list = (await (await fetch(`${server.url}/api/experiences`)).json()) as { id: string }[];
    const people = tokens.map((token, i) => ({
      token,
      experienceId: list[i % list.length]?.id ?? "",
    }));
    const results: StepResult[] = [];
    log(
      `load [${config}]: ${CATALOGUE + 53} experiences, ${STEP_MS / 1000} s per step; each participant opens (full pull), writes ${WRITES}×, pulls every ${PULL_EVERY_MS / 1000} s`,
    );
    log(
      "    N  requests  req/s  pulls/s  errors  p50 ms  p99 ms  open p99 ms  push p99 ms  ckpt  pass",
    );
    const report = (r: StepResult) =>
      log(
        `${String(r.n).padStart(5)}  ${String(r.requests).padStart(8)}  ${r.perSecond.toFixed(0).padStart(5)}  ${r.pullsPerSecond.toFixed(0).padStart(7)}  ${String(r.errors).padStart(6)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}  ${r.openP99.toFixed(1).padStart(11)}  ${r.pushP99.toFixed(1).padStart(11)}  ${String(r.checkpoints ?? "-").padStart(4)}  ${r.passed ? "yes" : "no"}`,
      );
    let n = FIRST_N;
    let lastPass = 0;
    let firstFail = 0;
    while (n <= MAX_N) {
      const r = await step(config, server.url, people, n);
      results.push(r);
      report(r);
      if (!r.passed) {
        firstFail = n;
        break;
      }
      lastPass = n;
      n *= 2;
    }
    if (firstFail && lastPass) {
      const mid = Math.round((lastPass + firstFail) / 2);
      const r = await step(config, server.url, people, mid);
      results.push(r);
      report(r);
      if (r.passed) lastPass = mid;
    }
    for (const note of server.notes()) log(`  ${note}`);
    const atCapacity = results.find((r) => r.n === lastPass) ?? null;
    return { results, capacity: lastPass, atCapacity, cappedAt: firstFail === 0 ? MAX_N : null };
  } finally {
    await server.stop();
  }
}

/** LOAD_CONFIGS' configurations, without those this machine cannot run (each said so). */
async function loadConfigs(log = console.log): Promise<LoadConfig[]> {
  const asked = (process.env.LOAD_CONFIGS ?? CONFIGS.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((c) => !CONFIGS.includes(c as LoadConfig));
  if (unknown.length) {
    throw new Error(`LOAD_CONFIGS: unknown ${unknown.join(", ")} (know ${CONFIGS.join(", ")})`);
  }
  const configs = [...new Set(asked)] as LoadConfig[];
  const version = configs.some((c) => c !== "sqlite")
    ? await query<{ v: string }>(ADMIN_URL, "select current_setting('server_version') as v").then(
        (rows) => rows[0]?.v ?? "?",
        () => null,
      )
    : null;
  const skip = (config: LoadConfig): string | null => {
    if (config === "sqlite") return null;
    if (!version) return "no PostgreSQL answered (set TEST_DATABASE_URL)";
    return config === "nodes" ? clusterMissing() : null;
  };
  const kept: LoadConfig[] = [];
  for (const config of configs) {
    const why = skip(config);
    if (why) log(`load [${config}] SKIPPED: ${why}`);
    else kept.push(config);
  }
  if (version) log(`configurations: ${kept.join(", ")} (PostgreSQL ${version}, same machine)`);
  return kept;
}

if (import.meta.main) {
  const lines: string[] = [];
  for (const config of await loadConfigs()) {
    console.log("");
    const { capacity, atCapacity, cappedAt } = await benchLoad(config);
    const nodes = config === "nodes" ? 2 : 1;
    // The pull rate the configuration carried at its capacity, per node: the figure decision
    // 0023 compares with what open apps ask for.
    const pulls = atCapacity
      ? `; ${atCapacity.pullsPerSecond.toFixed(0)} pulls/s${nodes > 1 ? ` (${(atCapacity.pullsPerSecond / nodes).toFixed(0)} per node)` : ""}, open p99 ${atCapacity.openP99.toFixed(0)} ms`
      : "";
    lines.push(
      cappedAt
        ? `capacity [${config}]: at least ${capacity} participants (the script stops at ${cappedAt}; raise LOAD_MAX_N)${pulls}`
        : `capacity [${config}]: ${capacity} simultaneous participants with p99 < ${P99_LIMIT_MS} ms and no error${pulls}`,
    );
    console.log(lines.at(-1));
  }
  console.log(`\n${lines.join("\n")}`);
}
