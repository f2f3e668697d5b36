/**
 * Serving and API overhead: requests/second of the real server against a bare Hono
 * app on @hono/node-server answering the SAME bodies, bytes of a first /landing load with and
 * without compression, and whether conditional GETs answer 304. Printed, never asserted.
 *
 * Fairness: both servers are child processes started the same way; this process only generates
 * load, with a raw keep-alive HTTP/1.1 client (far cheaper per request than node:http, so the
 * servers, not the client, are what is measured). Rounds alternate real/bare, median of 3.
 * Given several engines, one real server per engine, their rounds interleaved with the bare
 * app's; each request's latency (written → answer read) is kept too, for p50/p95.
 *
 * Standalone: `npx node bench/api-overhead.ts` (needs dist/: `npx vite build`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchEngine } from "./engines.ts";
import { type BenchServer, startBenchServer } from "./server-fixture.ts";

const SECONDS = 2.5;
const WARM_UP_SECONDS = 0.5;
const CONNECTIONS = 16;
const ROUNDS = 3;
const PATHS = ["/api/health", "/api/experiences"] as const;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET over a fresh socket, body kept as sent on the wire (never decoded). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close"];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split).toString("latin1").split("\r\n");
      const status = Number(head[0]?.split(" ")[1]);
      const parsed: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers: parsed, body: all.subarray(split + 4) });
    });
  });
}

const HEAD_END = Buffer.from("\r\n\r\n");
const LENGTH_NAMES = [Buffer.from("\r\ncontent-length:"), Buffer.from("\r\nContent-Length:")];

/** The Content-Length of the answer whose head ends at `end`, read from the bytes; -1 if none. */
function contentLength(buf: Buffer, end: number): number {
  for (const name of LENGTH_NAMES) {
    const at = buf.indexOf(name);
    if (at < 0 || at > end) continue;
    let n = 0;
    for (let i = at + name.length; i < end; i++) {
      const d = buf[i] ?? 0;
      if (d >= 48 && d <= 57) n = n * 10 + d - 48;
      else if (d !== 32) break;
    }
    return n;
  }
  return -1;
}

/**
 * Keeps `connections` keep-alive sockets busy with one request in flight each for `seconds`;
 * returns completed requests per second and each request's milliseconds. Answers must carry
 * Content-Length (both servers send it).
 */
function drive(base: string, path: string, seconds: number, connections: number) {
  const { hostname, port } = new URL(base);
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const latencies: number[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.setNoDelay(true);
      let pending: Buffer = Buffer.alloc(0);
      let need = -1; // bytes of the current answer (head + body), once its head is in
      let sentAt = 0;
      const send = () => {
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on("connect", send);
      socket.on("error", reject);
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (;;) {
          if (need < 0) {
            const split = pending.indexOf(HEAD_END);
            if (split < 0) return;
            const length = contentLength(pending, split);
            if (length < 0) return reject(new Error(`no Content-Length from ${path}`));
            need = split + 4 + length;
          }
          if (pending.length < need) return;
          pending = pending.subarray(need);
          need = -1;
          done++;
          const now = performance.now();
          latencies.push(now - sentAt);
          if (now >= end) {
            socket.destroy();
            return resolve();
          }
          send();
        }
      });
    });
  const t0 = performance.now();
  return Promise.all(Array.from({ length: connections }, one)).then(() => ({
    rps: done / ((performance.now() - t0) / 1000),
    latencies,
  }));
}

async function rate(base: string, path: string) {
  await drive(base, path, WARM_UP_SECONDS, CONNECTIONS);
  return drive(base, path, SECONDS, CONNECTIONS);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The p-th quantile of every request's milliseconds over the rounds. */
const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** Requests per second (median of the rounds) and per-request p50/p95 (all rounds' requests). */
function summarise(rounds: { rps: number; latencies: number[] }[]) {
  const all = rounds.flatMap((r) => r.latencies);
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
  };
}

/** The bare app: a child process like the real server, answering fixed bodies. */
async function startBare(bodies: Record<string, { type: string; body: string }>) {
  const dir = mkdtempSync(join(tmpdir(), "culturewell-bare-"));
  const file = join(dir, "bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, CW_BARE_BODIES: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.once("data", (d: Buffer) => resolve(Number(d.toString().trim()))),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs inside the bare child: one route per body, nothing else. */
async function serveBare(file: string) {
  const { Hono } = await import("hono");
  const { serve } = await import("@hono/node-server");
  const bodies = JSON.parse(readFileSync(file, "utf8")) as Record<
    string,
    { type: string; body: string }
  >;
  const app = new Hono();
  for (const [path, { type, body }] of Object.entries(bodies)) {
    app.get(path, (c) => c.body(body, 200, { "content-type": type }));
  }
  serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    process.stdout.write(`${info.port}\n`);
  });
}

/** index.html plus the scripts, module preloads and stylesheets it links, as sent on the wire. */
async function firstLoadBytes(base: string, encoding: string | null) {
  const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
  const page = await get(base, "/landing", { ...headers, accept: "text/html" });
  const html = (await get(base, "/landing", { accept: "text/html" })).body.toString();
  const links = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
  let bytes = page.body.length;
  for (const link of links) bytes += (await get(base, link, headers)).body.length;
  return { bytes, files: links.length + 1, links };
}

/** The status of a repeat of `path` that sends back the ETag of the first answer. */
async function conditional(base: string, path: string, headers: Record<string, string> = {}) {
  const first = await get(base, path, headers);
  const tag = first.headers.etag;
  if (!tag) return "no ETag";
  const again = await get(base, path, { ...headers, "if-none-match": tag });
  return `${again.status}${again.body.length ? ` (+${again.body.length} B body)` : ""}`;
}

/** One path on one engine's server, beside the bare app in the same rounds. */
export interface PathFigures {
  real: number;
  bare: number;
  ratio: number;
  p50: number;
  p95: number;
  bareP50: number;
  bareP95: number;
}

export interface ApiOverhead {
  /** The first engine's figures (by path). */
  rps: Record<string, PathFigures>;
  /** Every engine's figures (by path). */
  engines: Partial<Record<BenchEngine, Record<string, PathFigures>>>;
  landing: { identityBytes: number; brBytes: number; gzipBytes: number; files: number };
  conditional: Record<string, string>;
}

/** Measures the real server (one per engine) against the bare app; see the file comment. */
export async function benchApiOverhead(
  engines: readonly BenchEngine[] = ["sqlite"],
): Promise<ApiOverhead> {
  const servers: [BenchEngine, BenchServer][] = [];
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    for (const engine of engines) servers.push([engine, await startBenchServer(0, { engine })]);
    const real = servers[0]?.[1];
    if (!real) throw new Error("api bench: no engine");
    const bodies: Record<string, { type: string; body: string }> = {};
    for (const path of PATHS) {
      const answer = await get(real.url, path);
      bodies[path] = {
        type: answer.headers["content-type"] ?? "application/json",
        body: answer.body.toString(),
      };
    }
    bare = await startBare(bodies);
    const byEngine: ApiOverhead["engines"] = {};
    for (const path of PATHS) {
      type Round = Awaited<ReturnType<typeof rate>>;
      const runs = new Map<BenchEngine, Round[]>(servers.map(([e]) => [e, []]));
      const bareRuns: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [engine, server] of servers)
          runs.get(engine)?.push(await rate(server.url, path));
        bareRuns.push(await rate(bare.url, path));
      }
      const b = summarise(bareRuns);
      for (const [engine, rounds] of runs) {
        const r = summarise(rounds);
        const paths = byEngine[engine] ?? {};
        byEngine[engine] = paths;
        paths[path] = {
          real: r.rps,
          bare: b.rps,
          ratio: r.rps / b.rps,
          p50: r.p50,
          p95: r.p95,
          bareP50: b.p50,
          bareP95: b.p95,
        };
      }
    }
    const identity = await firstLoadBytes(real.url, null);
    const br = await firstLoadBytes(real.url, "gzip, deflate, br, zstd");
    const gzip = await firstLoadBytes(real.url, "gzip");
    const asset = identity.links.find((l) => l.endsWith(".js")) ?? "/index.html";
    return {
      rps: byEngine[servers[0]?.[0] ?? "sqlite"] ?? {},
      engines: byEngine,
      landing: {
        identityBytes: identity.bytes,
        brBytes: br.bytes,
        gzipBytes: gzip.bytes,
        files: identity.files,
      },
      conditional: {
        [asset]: await conditional(real.url, asset, { "accept-encoding": "br" }),
        "/api/experiences": await conditional(real.url, "/api/experiences", {
          "accept-encoding": "br",
        }),
        "/api/sync/pull?cursor=0&limit=100 (visitor)": await conditional(
          real.url,
          "/api/sync/pull?cursor=0&limit=100",
          { "accept-encoding": "br" },
        ),
      },
    };
  } finally {
    await bare?.stop();
    for (const [, server] of servers) await server.stop();
  }
}

/** The figures as lines for `npm run bench`. */
export function formatApiOverhead(o: ApiOverhead): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = Object.entries(o.rps).map(
    ([path, r]) =>
      `api    ${path}: ${r.real.toFixed(0)} req/s vs bare Hono ${r.bare.toFixed(0)} req/s = ${r.ratio.toFixed(2)}× (median of ${ROUNDS}, ${CONNECTIONS} keep-alive connections)`,
  );
  lines.push(
    `serve  /landing first load (${o.landing.files} files): ${kb(o.landing.identityBytes)} identity, ${kb(o.landing.gzipBytes)} gzip, ${kb(o.landing.brBytes)} br (${((o.landing.brBytes / o.landing.identityBytes) * 100).toFixed(0)}%)`,
  );
  for (const [path, status] of Object.entries(o.conditional)) {
    lines.push(`serve  If-None-Match ${path}: ${status}`);
  }
  return lines.join("\n");
}

const bareBodies = process.env.CW_BARE_BODIES;
if (bareBodies) await serveBare(bareBodies);
else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatApiOverhead(await benchApiOverhead()));
}
