import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";
import { drizzle as sqliteDrizzle } from "drizzle-orm/better-sqlite3";
import { migrate as sqliteMigrate } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { migrate as pgMigrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { openPostgres, type PostgresSettings } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";
import type { Db } from "./types.ts";
import { backfillUsernameKeys } from "./username-keys.ts";

/** Where the data lives: an SQLite file (the default) or a PostgreSQL server (DATABASE_URL). */
export type DatabaseSettings =
  | { engine: "sqlite"; file: string }
  | ({ engine: "postgres" } & PostgresSettings);

const FOLDERS = {
  sqlite: fileURLToPath(new URL("./migrations", import.meta.url)),
  postgres: fileURLToPath(new URL("./migrations-pg", import.meta.url)),
};

/** Only one node migrates at a time; the others wait, then find nothing left to do. */
const MIGRATE_LOCK_KEY = 0x43570002;

/** The engine's own handle under a `Db`, for migrations and tools; never for services. */
const handles = new WeakMap<Db, { sqlite: Database.Database } | { pool: pg.Pool }>();

/** Opens the database the settings name. A PostgreSQL that does not answer throws a message. */
export async function openDatabase(settings: DatabaseSettings): Promise<Db> {
  if (settings.engine === "sqlite") {
    const { db, sqlite } = openSqlite(settings.file);
    handles.set(db, { sqlite });
    return db;
  }
  const { db, pool } = await openPostgres(settings);
  handles.set(db, { pool });
  return db;
}

/** A label for logs: the SQLite file, or the PostgreSQL server without its password. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (settings.engine === "sqlite") return settings.file;
  try {
    const u = new URL(settings.url);
    return `PostgreSQL ${u.host}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

/** Whether the data vanishes with the process (an SQLite ":memory:" database: tests). */
export const isThrowaway = (settings: DatabaseSettings): boolean =>
  settings.engine === "sqlite" && settings.file === ":memory:";

/** The better-sqlite3 handle under an SQLite `Db` (engine tests and tools only). */
export function sqliteHandle(db: Db): Database.Database {
  const handle = handles.get(db);
  if (!handle || !("sqlite" in handle)) throw new Error("not an SQLite database");
  return handle.sqlite;
}

/** The pool under a PostgreSQL `Db` (engine tests and tools only). */
export function postgresPool(db: Db): pg.Pool {
  const handle = handles.get(db);
  if (!handle || !("pool" in handle)) throw new Error("not a PostgreSQL database");
  return handle.pool;
}

/** The database's schema is newer than this code: it would misread the data. */
export class SchemaNewerThanCodeError extends Error {}

/**
 * Applies the committed drizzle-kit migrations of the engine (server/db/migrations for SQLite,
 * server/db/migrations-pg for PostgreSQL) that are not applied yet. Refuses a database that a
 * newer release migrated: this code does not know its tables.
 */
export async function migrate(db: Db): Promise<void> {
  const handle = handles.get(db);
  if (!handle) throw new Error("migrate: not a database opened by openDatabase");
  if ("sqlite" in handle) {
    const known = handle.sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
      .get();
    const newest = known
      ? (handle.sqlite.prepare("select max(created_at) as at from __drizzle_migrations").get() as {
          at: number | null;
        })
      : undefined;
    refuseNewer(Number(newest?.at ?? 0), "sqlite");
    sqliteMigrate(sqliteDrizzle({ client: handle.sqlite }), { migrationsFolder: FOLDERS.sqlite });
  } else {
    const lock = await handle.pool.connect();
    try {
      await lock.query(`select pg_advisory_lock(${MIGRATE_LOCK_KEY})`);
      const known = await lock.query("select to_regclass('drizzle.__drizzle_migrations') as t");
      if (known.rows[0]?.t) {
        const applied = await lock.query(
          "select max(created_at) as at from drizzle.__drizzle_migrations",
        );
        refuseNewer(Number(applied.rows[0]?.at ?? 0), "postgres");
      }
      await pgMigrate(pgDrizzle({ client: handle.pool }), { migrationsFolder: FOLDERS.postgres });
    } finally {
      await lock.query(`select pg_advisory_unlock(${MIGRATE_LOCK_KEY})`).catch(() => {});
      lock.release();
    }
  }
  await backfillUsernameKeys(db);
}

function refuseNewer(appliedAt: number, engine: keyof typeof FOLDERS): void {
  const known = journalNewest(engine);
  if (appliedAt > known) {
    throw new SchemaNewerThanCodeError(
      "The database was migrated by a newer release of CultureWell than this one. " +
        "Run the newer release, or restore a backup made before it.",
    );
  }
}

/** The `when` of the newest migration this code ships for the engine. */
function journalNewest(engine: keyof typeof FOLDERS): number {
  const journal = JSON.parse(readFileSync(`${FOLDERS[engine]}/meta/_journal.json`, "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}
