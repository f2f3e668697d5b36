/**
 * `npm run test:pg`: the PostgreSQL leg of `npm test`. The server suite, the sync integration
 * tests and the end-to-end suite again, on a real PostgreSQL server (TEST_DATABASE_URL, default
 * the local one), each test app on a fresh schema; db:copy of the database the SQLite e2e run
 * left; the crash run (scripts/crash-test.ts); and, after the end-to-end suite, two nodes behind
 * nginx (scripts/test-nodes.ts). With no server answering it says plainly
 * that the leg was skipped; under CI (where .ci/run starts one) that is a failure.
 * docs/data-layer.md "Tests".
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import pg from "pg";

const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const only = process.argv[2]; // "unit" or "e2e": one half

async function reachable(): Promise<string | null> {
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

const version = await reachable();
if (!version) {
  const where = new URL(url).host;
  console.log(
    `\n  PostgreSQL leg SKIPPED: no PostgreSQL server answered at ${where}.\n` +
      "  Only the SQLite leg ran. Start PostgreSQL (or set TEST_DATABASE_URL), or run .ci/run,\n" +
      "  which installs and starts one.\n",
  );
  process.exit(process.env.CI ? 1 : 0);
}
console.log(`\nPostgreSQL leg on ${new URL(url).host} (server ${version})\n`);

const env = {
  ...process.env,
  TEST_ENGINE: "postgres",
  E2E_ENGINE: "postgres",
  TEST_DATABASE_URL: url,
};
const run = (args: string[]) => {
  const result = spawnSync("npx", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The server project's files, and the client's sync tests that drive the in-process server.
if (only !== "e2e") {
  run(["vitest", "run", "server/", "integration.test"]);
  await copyTheE2eDatabase();
  // The app process killed 20 times under a writer: every acknowledged write exactly once.
  run(["node", "scripts/crash-test.ts", "--engine", "postgres", "--kills", "20"]);
}
if (only !== "unit") {
  run(["playwright", "test", ...serverBoundSpecs()]);
  // Two nodes on one database behind nginx: alternating, kill -9, rolling restart.
  run(["node", "scripts/test-nodes.ts"]);
}

/**
 * The end-to-end specs run again on PostgreSQL: those whose flows the engine can change (sign-in,
 * sync and offline queues, registrations and the waiting list, the door, referrals, moods, live
 * pokes). Left out, having run on SQLite a moment ago: what only the browser draws (accessibility,
 * layout at every width, languages, the prerendered first paint, the service worker, the windowed
 * list, kept storage) and the public forms, whose routes the PostgreSQL server suite covers.
 * This keeps `npm test` nearer its time on 2 cores.
 */
function serverBoundSpecs(): string[] {
  const checkedOnSqliteOnly = new Set([
    "a11y.spec.ts",
    "layout.spec.ts",
    "i18n.spec.ts",
    "prerender.spec.ts",
    "pwa.spec.ts",
    "experiences-list.spec.ts",
    "storage-kept.spec.ts",
    "public-pages.spec.ts",
  ]);
  return readdirSync("e2e")
    .filter((f) => f.endsWith(".spec.ts") && !checkedOnSqliteOnly.has(f))
    .sort()
    .map((f) => `e2e/${f}`);
}

/**
 * `npm run db:copy` on the database the SQLite end-to-end run left behind (every kind of row a
 * user makes): into a fresh PostgreSQL database, counts and checksums compared by the tool.
 */
async function copyTheE2eDatabase(): Promise<void> {
  const file = "data/e2e/culturewell-e2e.db";
  if (!existsSync(file)) {
    console.log(
      `\n  db:copy check skipped: ${file} is made by the SQLite e2e run (npm run test:e2e).\n`,
    );
    return;
  }
  const name = `cw_copy_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const target = new URL(url);
  target.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  const copy = spawnSync(
    "npx",
    ["node", "server/scripts/db-copy.ts", "--from", file, "--to", target.toString()],
    { stdio: "inherit", env },
  );
  await admin(`drop database if exists "${name}" with (force)`);
  if (copy.status !== 0) process.exit(copy.status ?? 1);
}
