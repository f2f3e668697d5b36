/**
 * The "nodes" configuration of `npm run bench:load`: two app processes on one fresh PostgreSQL
 * database behind nginx, as `npm run nodes` runs them (scripts/cluster.ts), on a database
 * prepared like bench/server-fixture.ts prepares one server's (migrated, seeded, `extra`
 * experiences, then the caller's `prepare`) before any node starts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startCluster } from "../scripts/cluster.ts";
import { findNginx } from "../scripts/cluster-util.ts";
import { createPasswordHasher } from "../server/auth/password.ts";
import { systemClock } from "../server/clock.ts";
import { migrate, openDatabase } from "../server/db/client.ts";
import type { Db } from "../server/db/types.ts";
import { testConfig } from "../server/env.ts";
import { seedIfEmpty } from "../server/seed.ts";
import { insertBulk, makeRows } from "./bulk-experiences.ts";
import { benchPgSettings, createBenchDatabase } from "./engines.ts";

export interface BenchCluster {
  /** nginx, in front of the nodes. */
  url: string;
  nodes: number;
  /** Lines of nginx's error log worth reporting (e.g. it ran out of worker_connections). */
  proxyTrouble(): string[];
  stop(): Promise<void>;
}

/** Why the nodes configuration cannot run here, or null. PostgreSQL is checked by the caller. */
export const clusterMissing = (): string | null =>
  findNginx() ? null : "nginx is not installed (Debian: apt-get install nginx)";

export async function startBenchCluster(
  extra: number,
  options: { nodes?: number; prepare?: (db: Db) => Promise<void> } = {},
): Promise<BenchCluster> {
  const database = await createBenchDatabase();
  try {
    const db = await openDatabase(benchPgSettings(database.url));
    try {
      await migrate(db);
      await seedIfEmpty(db, {
        clock: systemClock,
        hasher: createPasswordHasher(testConfig().scrypt),
        demoInvitationCode: "CULTURE-2025",
      });
      await insertBulk(db, makeRows(extra), true);
      await options.prepare?.(db);
    } finally {
      await db.close();
    }
    const nodes = options.nodes ?? 2;
    // The same budget as the one-server bench (server-fixture.ts); the database is ours to drop.
    const cluster = await startCluster({
      count: nodes,
      databaseUrl: database.url,
      env: { RATE_LIMIT_MAX: "1000" },
    });
    return {
      url: cluster.url,
      nodes,
      proxyTrouble() {
        try {
          return readFileSync(join(cluster.prefix, "error.log"), "utf8")
            .split("\n")
            .filter((line) => /\[(error|alert|crit|emerg)\]/.test(line));
        } catch {
          return [];
        }
      },
      async stop() {
        await cluster.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop().catch(() => {});
    throw error;
  }
}
