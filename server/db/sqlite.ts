import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import {
  ChangeFeed,
  currentWrite,
  type Method,
  newWrite,
  openWrite,
  type RunStatement,
  runInWrite,
  WriteQueue,
} from "./engine-shared.ts";
import type { Db, Reader, Tx } from "./types.ts";

/** Statements kept prepared per connection; SQL texts are few (placeholders, never values). */
const STATEMENT_CACHE = 1000;

/** A SQLite `Db` and its better-sqlite3 handle (for the engine's own tests and tools). */
export interface SqliteDatabase {
  db: Db;
  sqlite: Database.Database;
}

/**
 * Opens (and creates, with its folder) the SQLite database. WAL lets readers run while a write
 * commits; foreign keys are off by default in SQLite, so they are switched on per connection;
 * busy_timeout makes a second process (e.g. `npm run invite`) wait instead of failing at once.
 */
export function openSqlite(file: string): SqliteDatabase {
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
  return { sqlite, db: sqliteDb(sqlite) };
}

/**
 * better-sqlite3 is synchronous and its transactions cannot await, so the data layer opens
 * BEGIN IMMEDIATE / COMMIT itself and lets one write transaction run at a time (the queue). A
 * read outside a write waits while one is open: on one connection it would otherwise see the
 * write's uncommitted rows (and a change_log seq that a rollback hands out again).
 */
function sqliteDb(sqlite: Database.Database): Db {
  const run = statementRunner(sqlite);
  const queue = new WriteQueue();
  // One process owns an SQLite file's writes: its commits are all there is to announce.
  const feed = new ChangeFeed();
  const tx = drizzle(runInWrite) as Tx;
  const reader: Reader = drizzle(async (text, params, method) => {
    const inside = openWrite();
    if (inside) return inside.run(text, params, method);
    while (queue.busy) await queue.idle();
    return run(text, params, method);
  });
  const write: Db["write"] = (fn) => {
    // Already in a write (a helper that opens its own, called from inside one): join it.
    const inside = openWrite();
    if (inside) return fn(inside.tx);
    return queue.run(async () => {
      const state = newWrite(tx, run);
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        const result = await currentWrite.run(state, async () => await fn(tx));
        sqlite.exec("COMMIT");
        feed.emit({ moved: state.moved });
        return result;
      } catch (error) {
        // SQLite may have ended the transaction itself (e.g. SQLITE_FULL).
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        throw error;
      } finally {
        state.open = false;
      }
    });
  };
  return Object.assign(reader, {
    engine: "sqlite" as const,
    write,
    watch: (listener: Parameters<Db["watch"]>[0]) => feed.subscribe(listener),
    close: async () => {
      while (queue.busy) await queue.idle();
      if (sqlite.open) sqlite.close();
    },
  });
}

/** Runs one statement the way drizzle's remote session expects (rows as arrays). */
function statementRunner(sqlite: Database.Database): RunStatement {
  const cache = new Map<string, Database.Statement>();
  const prepare = (text: string): Database.Statement => {
    let statement = cache.get(text);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE) cache.clear();
      statement = sqlite.prepare(text);
      if (statement.reader) statement.raw(true);
      cache.set(text, statement);
    }
    return statement;
  };
  return async (text: string, params: unknown[], method: Method) => {
    const statement = prepare(text);
    if (!statement.reader) {
      const result = statement.run(...params);
      return { rows: [], changes: result.changes };
    }
    // `get`: drizzle's remote session takes the one row (an array) or undefined as `rows`.
    if (method === "get") return { rows: statement.get(...params) as unknown[] };
    return { rows: statement.all(...params) };
  };
}
