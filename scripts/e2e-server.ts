/**
 * The server the end-to-end suite runs against (playwright.config.ts `webServer`). On SQLite a
 * fresh file, data/e2e/culturewell-e2e.db (removed first; `npm run test:pg` then copies what the
 * suite left into PostgreSQL with db:copy); with E2E_ENGINE=postgres a fresh database on the
 * server at TEST_DATABASE_URL, made before the server starts and dropped after it stops. No two
 * runs ever share data. docs/data-layer.md "Tests".
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";

/**
 * Where the SQLite run leaves its database (scripts/test-pg.ts reads the default one). A run on
 * another port (E2E_PORT) gets its own file, so two runs on one machine never share one.
 */
const port = process.env.PORT ?? "4317";
export const E2E_SQLITE_FILE = `data/e2e/culturewell-e2e${port === "4317" ? "" : `-${port}`}.db`;

const engine = process.env.E2E_ENGINE === "postgres" ? "postgres" : "sqlite";
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const name = `cw_e2e_${Date.now().toString(36)}_${process.pid}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const env: NodeJS.ProcessEnv = { ...process.env };
if (engine === "postgres") {
  await admin(`create database "${name}"`);
  env.DATABASE_URL = urlOf(name);
} else {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${E2E_SQLITE_FILE}${suffix}`, { force: true });
  env.DATABASE_FILE = E2E_SQLITE_FILE;
  delete env.DATABASE_URL;
}

const server = spawn(process.execPath, ["server/index.ts"], { stdio: "inherit", env });
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  stopping = true;
  server.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", async (code) => {
  if (engine === "postgres") {
    await admin(`drop database if exists "${name}" with (force)`).catch((error) => {
      console.error(`e2e: could not drop ${name}: ${String(error)}`);
    });
  }
  process.exit(stopping ? 0 : (code ?? 1));
});
