/**
 * Several app processes on one PostgreSQL database behind nginx, on this machine: what
 * `npm run nodes` starts and `npm run test:nodes` tests. Each node is `node server/index.ts` on
 * its own port; nginx (a child process with its own prefix, scripts/nginx-conf.ts) spreads
 * requests over them round-robin. deploy/ is the production version of the same layout.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_URL, findNginx, freePort, healthy, query, waitFor } from "./cluster-util.ts";
import { nginxConf } from "./nginx-conf.ts";

export interface ClusterOptions {
  count: number;
  /** nginx's port; 0 or unset: a free one. */
  port?: number;
  /** Use this database as it is (never dropped); unset: a fresh one, dropped by stop(). */
  databaseUrl?: string;
  /** Extra environment of every node (tests raise RATE_LIMIT_MAX). */
  env?: Record<string, string>;
}

export interface ClusterNode {
  /** The node itself, not through nginx. */
  url: string;
  /** SIGKILL, as a crash would; the node stays down until start(). */
  kill(): Promise<void>;
  /**
   * Starts a stopped or killed node and waits until its /api/health answers 200 and, once nginx
   * runs, until nginx sends it requests again (after a failure nginx leaves a node out for its
   * fail_timeout, healthy or not; restarting the next node before that leaves none).
   */
  start(): Promise<void>;
  /** A graceful restart (SIGTERM, wait for exit, start, wait for health): one step of a rollout. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** nginx. */
  url: string;
  databaseUrl: string;
  nodes: ClusterNode[];
  /** Where nginx's config and logs and each node's output (node-N.log) are. */
  prefix: string;
  /** Stops nginx and every node, drops the database it made; keepLogs leaves `prefix`. */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const prefix = mkdtempSync(join(tmpdir(), "cw-nodes-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(prefix, "tmp", dir), { recursive: true });
  }
  const made = options.databaseUrl ? null : `cw_nodes_${Date.now().toString(36)}_${process.pid}`;
  let databaseUrl = options.databaseUrl ?? "";
  if (made) {
    await query(ADMIN_URL, `create database "${made}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${made}`;
    databaseUrl = url.toString();
  }
  const children = new Set<ChildProcess>();
  /** Set once nginx answers. */
  let proxyUrl: string | null = null;
  // Should this process die without stop(), its children must not outlive it.
  const orphanGuard = () => {
    for (const child of children) child.kill("SIGKILL");
  };
  process.on("exit", orphanGuard);

  const nodes = await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const log = join(prefix, `node-${i + 1}.log`);
      let child: ChildProcess | null = null;
      const start = async () => {
        if (child && child.exitCode === null && child.signalCode === null) {
          throw new Error(`node ${i + 1} is already running`);
        }
        const out = openSync(log, "a");
        const started = spawn(process.execPath, ["server/index.ts"], {
          stdio: ["ignore", out, out],
          env: {
            ...process.env,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATABASE_URL: databaseUrl,
            TRUST_PROXY: "true",
            STATIC_DIR: "dist",
            ...options.env,
          },
        });
        child = started;
        children.add(started);
        started.once("exit", () => children.delete(started));
        await waitFor(
          `node ${i + 1} (${url}) to be healthy; its output: ${log}`,
          async () => {
            if (started.exitCode !== null || started.signalCode !== null)
              throw new Error(`node ${i + 1} exited; see ${log}`);
            return healthy(url);
          },
          60_000,
        );
        if (proxyUrl) {
          const address = `127.0.0.1:${port}`;
          await waitFor(`nginx to send node ${i + 1} requests again`, async () => {
            const res = await fetch(`${proxyUrl}/api/health`, {
              signal: AbortSignal.timeout(2000),
            }).catch(() => null);
            await res?.body?.cancel();
            return res?.headers.get("x-upstream")?.split(", ").at(-1) === address;
          });
        }
      };
      const stopWith = async (signal: NodeJS.Signals) => {
        if (!child) return;
        child.kill(signal);
        await exited(child);
      };
      const node: ClusterNode & { stopWith: typeof stopWith } = {
        url,
        start,
        kill: () => stopWith("SIGKILL"),
        restart: async () => {
          await stopWith("SIGTERM");
          await start();
        },
        stopWith,
      };
      return { node, port, start };
    }),
  );
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    nginxConf({
      prefix,
      listenPort: port,
      nodePorts: nodes.map((n) => n.port),
      asRoot: process.getuid?.() === 0,
    }),
  );
  let proxy: ChildProcess | null = null;

  const stop = async ({ keepLogs = false } = {}) => {
    process.off("exit", orphanGuard);
    if (proxy) {
      proxy.kill("SIGQUIT"); // nginx's graceful shutdown
      await exited(proxy);
    }
    await Promise.all(nodes.map(({ node }) => node.stopWith("SIGTERM")));
    if (made) await query(ADMIN_URL, `drop database if exists "${made}" with (force)`);
    if (!keepLogs) rmSync(prefix, { recursive: true, force: true });
  };

  try {
    await Promise.all(nodes.map((n) => n.start()));
    // -e: the error log before the config is read would otherwise be /var/log/nginx's.
    const out = openSync(join(prefix, "nginx.out"), "a");
    proxy = spawn(
      nginx,
      ["-p", prefix, "-e", join(prefix, "error.log"), "-c", conf, "-g", "daemon off;"],
      { stdio: ["ignore", out, out] },
    );
    children.add(proxy);
    const nginxProcess = proxy;
    await waitFor(`nginx at ${url}; its log: ${prefix}/error.log`, async () => {
      if (nginxProcess.exitCode !== null) throw new Error(`nginx exited; see ${prefix}/error.log`);
      return healthy(url);
    });
    proxyUrl = url;
  } catch (error) {
    await stop({ keepLogs: true }).catch(() => {});
    throw error;
  }
  return { url, databaseUrl, nodes: nodes.map((n) => n.node), prefix, stop };
}
