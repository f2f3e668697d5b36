import type { SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";

/**
 * The engines the server runs on. Only `server/db/` ever asks which one is behind a `Db`
 * (docs/decisions/0021-one-data-layer-two-engines.md).
 */
export type Engine = "sqlite" | "postgres";

/**
 * What a service queries with: drizzle's query builders over the tables of `schema.ts`, every
 * query awaited (`await q.select()…`, `.get()`, `.all()`, `.run()` all return promises). The same
 * builder renders for both engines; the engine adapter under it runs the SQL.
 */
export type Reader = SqliteRemoteDatabase;

declare const inWrite: unique symbol;

/**
 * A write transaction: everything awaited on it commits together or not at all. Only `Db.write`
 * makes one, so a function that takes a `Tx` (appendChange, announce) cannot run outside one.
 */
export type Tx = Reader & { readonly [inWrite]: true };

/**
 * What a committed write moved: the highest change_log seq it appended per audience ('public' or
 * a user id). `everything`: changes may have been missed (a node's link to the others was down),
 * so every audience should look. Carries no data: devices pull as they always do.
 */
export interface ChangeNotice {
  moved: ReadonlyMap<string, number>;
  everything?: boolean;
}

/** Options of one write transaction. */
export interface WriteOptions {
  /** A short label for logs and timeouts; no effect on behaviour. */
  label?: string;
}

/**
 * The server's database. Reads go straight to it (`await db.select()…`); every write runs
 * inside `write`, alone: on SQLite one transaction at a time on the one connection, on
 * PostgreSQL one at a time across every node (a transaction-scoped advisory lock), so capacity
 * checks, the exactly-once record and the change_log cursor see the same order on both.
 */
export type Db = Reader & {
  readonly engine: Engine;
  /**
   * Runs `fn` in a write transaction; commits when it resolves, rolls back when it throws. Called
   * inside another write, `fn` joins that one (no deadlock; it commits or fails with it).
   */
  write<T>(fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /**
   * Calls `listener` after every write that appended to change_log commits: on this process, and
   * on PostgreSQL on every node (LISTEN/NOTIFY, a wake-up only). Returns the unsubscribe.
   * docs/decisions/0022-live-pokes.md
   */
  watch(listener: (notice: ChangeNotice) => void): () => void;
  /** Finishes open work and closes the connection(s). */
  close(): Promise<void>;
};
