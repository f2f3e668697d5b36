import { drizzle } from "drizzle-orm/sqlite-proxy";
import pg from "pg";
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
import { changeChannel, listenForChanges, newNodeId, noticePayload } from "./pg-notify.ts";
import { toPostgresSql } from "./pg-sql.ts";
import type { Db, Reader, Tx } from "./types.ts";

/** How the server connects to PostgreSQL (validated in server/env.ts). */
export interface PostgresSettings {
  url: string;
  /** Connections this process keeps open. */
  poolSize: number;
  /** A statement running longer is cancelled (0: no limit). */
  statementTimeoutMs: number;
  /** "off", "require" (encrypted, any certificate) or "verify" (the certificate must check). */
  tls: "off" | "require" | "verify";
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  /** Close a connection idle this long (tests keep many small pools; default 10 s). */
  idleTimeoutMs?: number;
  /** The schema unqualified table names resolve in (default: the server's, `public`). */
  searchPath?: string;
}

/**
 * Every write transaction of every node takes this transaction-scoped advisory lock first, so
 * writes run one at a time as on SQLite: capacity checks and the exactly-once record see every
 * earlier write, and change_log's seq is taken in commit order (a pull never passes a seq that
 * a still-open transaction will commit later). docs/decisions/0021-one-data-layer-two-engines.md
 */
export const WRITE_LOCK_KEY = 0x43570001;

/** Named (server-side prepared) statements per text; beyond this many, new texts go unnamed. */
const NAMED_STATEMENTS = 2000;

/** int8 (count, sum, seq) and numeric (avg) as JS numbers: our values stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as "text");
  }) as typeof pg.types.getTypeParser,
};

/** The pool's connection settings, shared with migrations and tools. */
export function poolConfig(settings: PostgresSettings): pg.PoolConfig {
  return {
    connectionString: settings.url,
    max: settings.poolSize,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: settings.idleTimeoutMs ?? 10_000,
    application_name: settings.applicationName ?? "culturewell",
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.searchPath ? { options: `-c search_path=${settings.searchPath}` } : {}),
    ...(settings.tls === "off" ? {} : { ssl: { rejectUnauthorized: settings.tls === "verify" } }),
    types,
  };
}

/** A PostgreSQL `Db` and its pool (for the engine's own tests and tools). */
export interface PostgresDatabase {
  db: Db;
  pool: pg.Pool;
}

/** Opens the pool and checks that the server answers; throws a plain message when it does not. */
export async function openPostgres(settings: PostgresSettings): Promise<PostgresDatabase> {
  const pool = new pg.Pool(poolConfig(settings));
  // An idle connection that the server dropped must not take the process down.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`PostgreSQL at ${redact(settings.url)} did not answer: ${messageOf(error)}`);
  }
  return { pool, db: postgresDb(pool, settings) };
}

function postgresDb(pool: pg.Pool, settings: PostgresSettings): Db {
  const names = new Map<string, string>();
  const queue = new WriteQueue();
  const feed = new ChangeFeed();
  const listen = { channel: changeChannel(settings.searchPath), nodeId: newNodeId() };
  // Other nodes' commits come through LISTEN, opened when someone first watches.
  let listening: ReturnType<typeof listenForChanges> | null = null;
  const runOn =
    (client: pg.Pool | pg.PoolClient): RunStatement =>
    async (text: string, params: unknown[], method: Method) => {
      const result = await client.query({
        text: toPostgresSql(text),
        values: params,
        rowMode: "array",
        ...nameOf(names, text),
      });
      // `get`: drizzle's remote session takes the one row (an array) or undefined as `rows`.
      if (method === "get") return { rows: result.rows[0] as unknown[] };
      return { rows: result.rows, changes: result.rowCount ?? 0 };
    };
  const poolRun = runOn(pool);
  const reader: Reader = drizzle(async (text, params, method) => {
    const inside = openWrite();
    return (inside?.run ?? poolRun)(text, params, method);
  });
  // One Tx object for every write, bound to the write's connection through currentWrite: the
  // queries a service prepares on it (db/prepared.ts) are built once, not once per transaction.
  const tx = drizzle(runInWrite) as Tx;
  const write: Db["write"] = (fn) => {
    // Already in a write (a helper that opens its own, called from inside one): join it.
    const inside = openWrite();
    if (inside) return fn(inside.tx);
    return queue.run(async () => {
      const client = await pool.connect();
      const state = newWrite(tx, runOn(client));
      let broken: Error | undefined;
      try {
        await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
        const result = await currentWrite.run(state, async () => await fn(tx));
        state.open = false;
        // Inside the transaction: the other nodes hear of it only if it commits.
        if (state.moved.size > 0) {
          await client.query("select pg_notify($1, $2)", [
            listen.channel,
            noticePayload(listen.nodeId, state.moved),
          ]);
        }
        await client.query("COMMIT");
        feed.emit({ moved: state.moved });
        return result;
      } catch (error) {
        state.open = false;
        await client.query("ROLLBACK").catch((e: Error) => {
          broken = e;
        });
        throw error;
      } finally {
        // A connection that could not roll back is closed rather than handed to the next write.
        client.release(broken);
      }
    });
  };
  return Object.assign(reader, {
    engine: "postgres" as const,
    write,
    watch: (listener: Parameters<Db["watch"]>[0]) => {
      listening ??= listenForChanges(poolConfig(settings), listen, feed);
      return feed.subscribe(listener);
    },
    close: async () => {
      while (queue.busy) await queue.idle();
      await listening?.stop();
      await pool.end();
    },
  });
}

/** A stable prepared-statement name for a SQL text, while there is room for more. */
function nameOf(names: Map<string, string>, text: string): { name?: string } {
  let name = names.get(text);
  if (!name && names.size < NAMED_STATEMENTS) {
    name = `cw${names.size}`;
    names.set(text, name);
  }
  return name ? { name } : {};
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(an unparsable URL)";
  }
}
