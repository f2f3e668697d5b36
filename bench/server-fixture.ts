import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { createPasswordHasher } from "../server/auth/password.ts";
import { systemClock } from "../server/clock.ts";
import { migrate, openDatabase } from "../server/db/client.ts";
import type { Db } from "../server/db/types.ts";
import { testConfig } from "../server/env.ts";
import { seedIfEmpty } from "../server/seed.ts";
import { insertBulk, makeRows } from "./bulk-experiences.ts";
import { type BenchEngine, benchPgSettings, createBenchDatabase } from "./engines.ts";

export interface BenchServer {
  url: string;
  engine: BenchEngine;
  /** Runs SQL on the server's database from outside it (bench bookkeeping, e.g. a stale cache). */
  exec(sql: string): Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServerOptions {
  /** The engine the server runs on (default SQLite, a file; PostgreSQL: a fresh database). */
  engine?: BenchEngine;
  /**
   * Runs on the seeded database before the server starts (e.g. to add accounts and sessions),
   * the same database as the server's data layer sees it.
   */
  prepare?: (db: Db) => Promise<void>;
}

/**
 * The real server (a child process, like `npm start`) on a database holding `extra` rows: an
 * SQLite file (DATABASE_FILE), or a fresh PostgreSQL database (DATABASE_URL), dropped on `stop`.
 */
export async function startBenchServer(
  extra: number,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const engine = options.engine ?? "sqlite";
  const dir = mkdtempSync(join(tmpdir(), "culturewell-bench-"));
  const file = join(dir, "bench.db");
  const postgres = engine === "postgres" ? await createBenchDatabase() : null;
  const cleanUp = async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    const db = await openDatabase(
      postgres ? benchPgSettings(postgres.url) : { engine: "sqlite", file },
    );
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
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    RATE_LIMIT_MAX: "1000",
  };
  // The one the bench made, whatever the caller's shell says (DATABASE_URL wins over a file).
  delete env.DATABASE_URL;
  delete env.DATABASE_FILE;
  if (postgres) env.DATABASE_URL = postgres.url;
  else env.DATABASE_FILE = file;
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    engine,
    async exec(sql) {
      if (postgres) {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(sql).finally(() => client.end());
        return;
      }
      const sqlite = new Database(file);
      try {
        sqlite.pragma("busy_timeout = 5000");
        sqlite.exec(sql);
      } finally {
        sqlite.close();
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      await cleanUp();
    },
  };
}
