/**
 * The database engine as a dimension of `npm run bench` and `npm run bench:load`
 * (docs/decisions/0021-one-data-layer-two-engines.md). BENCH_ENGINES names the engines (default
 * `sqlite,postgres`); PostgreSQL is the server at TEST_DATABASE_URL (default the local one), and is
 * skipped, with a printed line, when none answers there. Every bench server or raw floor on
 * PostgreSQL gets a fresh database (`cw_bench_…`), dropped after it.
 *
 * Engine-specific bench code uses `pg` directly: benches are tools, not services.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseSettings } from "../server/db/client.ts";
import type { Figures } from "./figures.ts";

export type BenchEngine = "sqlite" | "postgres";

/** The PostgreSQL server the bench makes its databases on, through its admin database. */
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

const host = () => new URL(ADMIN_URL).host;

/** A figure's name on one engine: `push 1,000 mutations [postgres]`. */
export const onEngine = (name: string, engine: BenchEngine) => `${name} [${engine}]`;

async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The engines BENCH_ENGINES names, without PostgreSQL when no server answers (said so). */
export async function benchEngines(log = console.log): Promise<BenchEngine[]> {
  const asked = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((e) => e !== "sqlite" && e !== "postgres");
  if (unknown.length) throw new Error(`BENCH_ENGINES: unknown ${unknown.join(", ")}`);
  const engines = [...new Set(asked)] as BenchEngine[];
  if (!engines.includes("postgres")) return engines;
  const version = await admin<{ v: string }>("select current_setting('server_version') as v").then(
    (rows) => rows[0]?.v ?? "?",
    () => null,
  );
  if (!version) {
    log(
      `postgres SKIPPED: no PostgreSQL answered at ${host()} (set TEST_DATABASE_URL); SQLite only`,
    );
    return engines.filter((e) => e !== "postgres");
  }
  log(`engines: ${engines.join(", ")} (PostgreSQL ${version} at ${host()}, same machine)`);
  return engines;
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the bench's server; `drop` removes it. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `cw_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await admin(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** How the bench itself opens a PostgreSQL database through the data layer (seeding, floors). */
export const benchPgSettings = (url: string): DatabaseSettings => ({
  engine: "postgres",
  url,
  poolSize: 2,
  statementTimeoutMs: 0,
  tls: "off",
  applicationName: "culturewell-bench",
});

/** `fn` on one connection of the pool, in one transaction (rolled back when it throws). */
export async function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await fn(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Multi-row INSERTs of `rows` (values in `columns`' order) into `table`, as few statements as
 * PostgreSQL's 65,535 parameters allow. The caller owns the transaction.
 */
export async function insertMany(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.floor(65_535 / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const values: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const params = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${params.join(", ")})`;
    });
    await client.query(
      `insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")}`,
      values,
    );
  }
}

/**
 * A line per request-level figure measured on both engines: PostgreSQL's values held to
 * SQLite's of the same run (`first pull 10k: postgres ÷ sqlite`), against the target.
 */
export function addEngineRatios(figures: Figures, names: readonly string[], target = "≤ 1.5×") {
  for (const name of names) {
    const sqlite = figures.all.get(onEngine(name, "sqlite"));
    const postgres = figures.all.get(onEngine(name, "postgres"));
    if (!sqlite || !postgres) continue;
    postgres.values.forEach((value, i) => {
      figures.add(`${name}: postgres ÷ sqlite`, value, postgres.unit, {
        anchor: ["sqlite", sqlite.values[i] ?? Number.NaN],
        target,
      });
    });
  }
}
