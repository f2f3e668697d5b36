import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate as runMigrations } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema.ts";
import type { Db } from "./types.ts";
import { backfillUsernameKeys } from "./username-keys.ts";

export interface OpenDatabase {
  sqlite: Database.Database;
  db: Db;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens (and creates, with its folder) the SQLite database. WAL lets readers run while a write
 * commits; foreign keys are off by default in SQLite, so they are switched on per connection;
 * busy_timeout makes a second process (e.g. `npm run invite`) wait instead of failing at once.
 */
export function openDatabase(file: string): OpenDatabase {
  const inMemory = file === ":memory:";
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const created = !inMemory && !existsSync(file);
  const sqlite = new Database(file);
  // It holds the ticket-signing key, hashes and personal data: a new file is the server's
  // user's alone (SQLite gives its -wal and -shm files the same mode). An existing file keeps
  // whatever mode its operator chose.
  if (created) chmodSync(file, 0o600);
  if (!inMemory) {
    sqlite.pragma("journal_mode = WAL");
    // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
    sqlite.pragma("synchronous = NORMAL");
  }
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { sqlite, db: drizzle({ client: sqlite, schema }) };
}

/** Applies the committed drizzle-kit migrations (server/db/migrations) that are not applied yet. */
export function migrate(db: Db): void {
  runMigrations(db, { migrationsFolder: MIGRATIONS_FOLDER });
  backfillUsernameKeys(db);
}
