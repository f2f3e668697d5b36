/** Helpers of scripts/cluster.ts and scripts/test-nodes.ts: PostgreSQL, nginx, ports, waiting. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";

/** The PostgreSQL server the local cluster makes its database on (as the other tests do). */
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** The nginx binary: NGINX, else Debian's, else one on PATH; null when there is none. */
export function findNginx(): string | null {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : null;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** The server version of the PostgreSQL at `url`, or null when it does not answer. */
export async function postgresVersion(url = ADMIN_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return rows[0]?.v ?? "?";
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** One statement on its own connection (create/drop database cannot run in a transaction). */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Asks `check` every 50 ms until it is true; throws after `timeoutMs` naming what it waited for. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Whether GET /api/health at `base` answers 200 (the database included). */
export async function healthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
