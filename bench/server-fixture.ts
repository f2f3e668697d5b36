import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { createPasswordHasher } from "../server/auth/password.ts";
import { systemClock } from "../server/clock.ts";
import { migrate, openDatabase, sqliteHandle } from "../server/db/client.ts";
import { seedIfEmpty } from "../server/db/seed.ts";
import type { Db } from "../server/db/types.ts";
import { testConfig } from "../server/env.ts";
import { insertRows, makeRows } from "./bulk-experiences.ts";

export interface BenchServer {
  url: string;
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
  /**
   * Runs on the seeded database before the server starts (e.g. to add accounts and sessions):
   * its raw better-sqlite3 handle, and the same database as the server's data layer sees it.
   */
  prepare?: (sqlite: Database.Database, db: Db) => void | Promise<void>;
}

/** The real server (a child process, like `npm start`) on a file database holding `extra` rows. */
export async function startBenchServer(
  extra: number,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), "culturewell-bench-"));
  const file = join(dir, "bench.db");
  // SQLite only for now: the server below opens the same file (DATABASE_FILE).
  const db = await openDatabase({ engine: "sqlite", file });
  try {
    await migrate(db);
    await seedIfEmpty(db, {
      clock: systemClock,
      hasher: createPasswordHasher(testConfig().scrypt),
      demoInvitationCode: "CULTURE-2025",
    });
    const sqlite = sqliteHandle(db);
    insertRows(sqlite, makeRows(extra), true);
    await options.prepare?.(sqlite, db);
  } finally {
    await db.close();
  }

  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_FILE: file,
      RATE_LIMIT_MAX: "1000",
    },
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
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
