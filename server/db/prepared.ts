import type Database from "better-sqlite3";
import type { Db, Tx } from "./types.ts";

/**
 * Statements prepared once per database connection and reused, for the writes every push
 * repeats (applied_mutations, change_log, the common mutation rows). Building a drizzle query
 * costs more than running it, and drizzle prepares a fresh SQLite statement each time it runs
 * one: together about 40% of a push's time before this cache.
 *
 * Cached per connection (a WeakMap on the better-sqlite3 handle), never globally: a statement
 * belongs to the connection that prepared it, and tests open a new ":memory:" database each.
 * A statement prepared through `db` runs inside that connection's transactions too.
 */

type Conn = Database.Database;
type Builder<T> = (db: Db | Tx) => T;

const built = new WeakMap<Conn, Map<Builder<unknown>, unknown>>();
const raw = new WeakMap<Conn, Map<string, Database.Statement>>();

/** The connection's map in `maps`, made on first use. */
function mapOf<K, V>(maps: WeakMap<Conn, Map<K, V>>, conn: Conn): Map<K, V> {
  let map = maps.get(conn);
  if (!map) {
    map = new Map();
    maps.set(conn, map);
  }
  return map;
}

/**
 * `build(db)` (which ends in `.prepare()`) the first time this connection asks for it, the
 * same prepared query after that. `build` must be a module-level function: its identity is
 * the cache key, so an inline arrow would prepare anew on every call.
 */
export function prepared<T>(db: Db | Tx, build: Builder<T>): T {
  const cache = mapOf(built, connectionOf(db));
  if (!cache.has(build)) cache.set(build, build(db));
  return cache.get(build) as T;
}

/**
 * A raw statement, prepared once per connection and keyed by its text: for SQL drizzle has no
 * builder for, such as SAVEPOINT.
 */
export function preparedSql(db: Db | Tx, text: string): Database.Statement {
  const conn = connectionOf(db);
  const cache = mapOf(raw, conn);
  let statement = cache.get(text);
  if (!statement) {
    statement = conn.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

/**
 * The better-sqlite3 handle under a drizzle database or transaction. Drizzle keeps it on its
 * (internal, untyped) session, which a transaction shares with its database.
 */
function connectionOf(db: Db | Tx): Conn {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (typeof (client as Conn | undefined)?.prepare !== "function") {
    throw new Error("prepared: not a better-sqlite3 drizzle database");
  }
  return client as Conn;
}
