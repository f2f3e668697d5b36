import { sql } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { type RouteDef, route } from "./route-spec.ts";

/** How long one probe's verdict is reused: load balancers and nginx may poll every second. */
const PROBE_TTL_MS = 1000;
/** A database that takes longer than this for `select 1` counts as unreachable. */
const PROBE_TIMEOUT_MS = 2000;

export interface DatabaseProbeOptions {
  ttlMs?: number;
  timeoutMs?: number;
  /** Monotonic milliseconds; tests pass their own. */
  now?: () => number;
}

/**
 * Whether the database answers a trivial query, asked at most once per `ttlMs` however often
 * the health check is polled (callers in the meantime share the last verdict, or the probe in
 * flight). A node whose database is gone must say so, so that a load balancer stops sending it
 * users (deploy/README.md).
 */
export function databaseProbe(db: Db, options: DatabaseProbeOptions = {}): () => Promise<boolean> {
  const {
    ttlMs = PROBE_TTL_MS,
    timeoutMs = PROBE_TIMEOUT_MS,
    now = () => performance.now(),
  } = options;
  let last: { at: number; verdict: Promise<boolean> } | null = null;
  const probe = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([db.get(sql`select 1`).then(() => true), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const at = now();
    if (last && at - last.at < ttlMs) return last.verdict;
    last = { at, verdict: probe() };
    return last.verdict;
  };
}

/**
 * `GET /api/health`: `{ status: "ok", database: "ok" }`, or 503 with `database: "unreachable"`.
 * Through the Hono chain (security headers, `no-store`), not the fast lane: its answer depends
 * on the database, and a proxy must never keep one.
 */
export function healthRoutes(deps: { db: Db }, options?: DatabaseProbeOptions): RouteDef[] {
  const databaseAnswers = databaseProbe(deps.db, options);
  return [
    route("GET", "/api/health", "public", async (c) =>
      (await databaseAnswers())
        ? c.json({ status: "ok", database: "ok" })
        : c.json({ status: "unavailable", database: "unreachable" }, 503),
    ),
  ];
}
