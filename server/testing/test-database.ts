import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getTableName } from "drizzle-orm";
import pg from "pg";
import { migrate, openDatabase } from "../db/client.ts";
import { tablesInDependencyOrder } from "../db/copy.ts";
import type { PostgresSettings } from "../db/postgres.ts";
import type { Db } from "../db/types.ts";
import { testEngineFromEnv } from "../env.ts";

/**
 * Fresh databases for tests, on the engine of this run: SQLite ":memory:" by default, or with
 * TEST_ENGINE=postgres a new PostgreSQL schema per test app inside this run's database (made by
 * pg-global-setup.ts; its `public` schema holds the default test seed). A schema is made from
 * the committed migrations in ~60 ms where CREATE DATABASE takes ~500 ms. docs/data-layer.md
 */
export const testEngine = testEngineFromEnv();

/** This run's database; the global teardown drops it. */
export const TEST_DB_NAME = `cw_test_${process.env.CW_TEST_RUN ?? "local"}`;

/** A database URL on the test server naming another database. */
export function databaseUrl(name: string): string {
  if (testEngine.engine !== "postgres") throw new Error("not the PostgreSQL leg");
  const url = new URL(testEngine.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One connection to a database of the test server (default: its maintenance database). */
export async function withClient<T>(
  fn: (client: pg.Client) => Promise<T>,
  url = testEngine.engine === "postgres" ? testEngine.url : "",
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let counter = 0;
const open = new Set<TestDatabase>();

export interface TestDatabase {
  db: Db;
  /** PostgreSQL: how to connect to the same data again ("another node"); SQLite: null. */
  settings: PostgresSettings | null;
  /** Whether it already holds the seed of the default test config. */
  seeded: boolean;
  /** Closes it (and on PostgreSQL drops its schema). */
  close(): Promise<void>;
}

/** Settings of a pool whose unqualified table names resolve in `schema`. */
export function schemaSettings(schema: string): PostgresSettings {
  return {
    url: databaseUrl(TEST_DB_NAME),
    poolSize: 4,
    statementTimeoutMs: 30_000,
    tls: "off",
    idleTimeoutMs: 500,
    applicationName: "culturewell-test",
    searchPath: schema,
  };
}

/**
 * A new, migrated database. `seeded`: with the default test seed copied in (PostgreSQL only;
 * SQLite seeds in a few milliseconds anyway, so there it is never pre-seeded).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  if (testEngine.engine === "sqlite") {
    const db = await openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrate(db);
    return track({ db, settings: null, seeded: false }, async () => {});
  }
  const schema = `t_${process.pid}_${++counter}`;
  const seeded = options.seeded ?? false;
  await withClient(async (c) => {
    await c.query("begin");
    await c.query(`create schema "${schema}"`);
    await c.query(`set local search_path to "${schema}"`);
    for (const statement of migrationStatements()) {
      await c.query(statement.replaceAll('"public".', `"${schema}".`));
    }
    if (seeded) await copySeed(c, schema);
    await c.query("commit");
  }, databaseUrl(TEST_DB_NAME));
  const settings = schemaSettings(schema);
  const db = await openDatabase({ engine: "postgres", ...settings });
  return track({ db, settings, seeded }, () =>
    withClient((c) => c.query(`drop schema if exists "${schema}" cascade`), settings.url).then(
      () => {},
    ),
  );
}

/**
 * The same data as another node sees it: on PostgreSQL a second `Db` with its own pool (close
 * it before the database); on SQLite the same `Db` (one process holds the file's connection),
 * whose `close` does nothing.
 */
export async function openAnotherNode(
  opened: TestDatabase,
): Promise<{ db: Db; close(): Promise<void> }> {
  if (!opened.settings) return { db: opened.db, close: async () => {} };
  const db = await openDatabase({ engine: "postgres", ...opened.settings });
  return { db, close: () => db.close() };
}

/** Copies the seeded `public` schema's rows into a new schema, parents first. */
async function copySeed(c: pg.Client, schema: string): Promise<void> {
  for (const table of tablesInDependencyOrder()) {
    const name = getTableName(table);
    await c.query(`insert into "${schema}"."${name}" select * from public."${name}"`);
  }
  for (const [table, column] of [
    ["change_log", "seq"],
    ["referral_events", "id"],
  ]) {
    await c.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${column}") from "${schema}"."${table}"), 0) + 1, false)`,
      [`"${schema}"."${table}"`, column],
    );
  }
}

let statements: string[] | null = null;

/** The PostgreSQL migrations' statements, in journal order. */
function migrationStatements(): string[] {
  if (statements) return statements;
  const folder = fileURLToPath(new URL("../db/migrations-pg/", import.meta.url));
  const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, "utf8")) as {
    entries: { tag: string }[];
  };
  statements = journal.entries.flatMap((entry) =>
    readFileSync(`${folder}${entry.tag}.sql`, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
  return statements;
}

function track(fields: Omit<TestDatabase, "close">, drop: () => Promise<void>): TestDatabase {
  let closed: Promise<void> | null = null;
  const entry: TestDatabase = {
    ...fields,
    close: () => {
      closed ??= (async () => {
        open.delete(entry);
        await fields.db.close();
        await drop();
      })();
      return closed;
    },
  };
  open.add(entry);
  return entry;
}

/** Closes every test database this process opened and has not closed (after each test file). */
export async function closeOpenTestDatabases(): Promise<void> {
  await Promise.all([...open].map((entry) => entry.close().catch(() => {})));
}
