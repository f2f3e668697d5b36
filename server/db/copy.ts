import { createHash } from "node:crypto";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import type pg from "pg";
import { postgresPool } from "./client.ts";
import { rawQuery } from "./raw-query.ts";
import * as schema from "./schema.ts";
import type { Db } from "./types.ts";

/** One table's figures after a copy: rows and checksum on each side. */
export interface TableCopy {
  table: string;
  rows: number;
  copiedRows: number;
  checksum: string;
  copiedChecksum: string;
}

const BATCH = 500;

/** The tables of schema.ts, parents before the tables that reference them. */
export function tablesInDependencyOrder(): SQLiteTable[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((t): t is SQLiteTable =>
    is(t, SQLiteTable),
  );
  const done = new Set<SQLiteTable>();
  const order: SQLiteTable[] = [];
  const visit = (table: SQLiteTable, path: Set<SQLiteTable>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable as SQLiteTable;
      if (parent !== table) visit(parent, path);
    }
    done.add(table);
    order.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return order;
}

/** Per table, its foreign-key columns that point at a table copied after it (or itself). */
function laterReferences(order: SQLiteTable[]): Map<SQLiteTable, string[]> {
  const position = new Map(order.map((t, i) => [t, i]));
  const later = new Map<SQLiteTable, string[]>();
  for (const table of order) {
    const columns = getTableConfig(table)
      .foreignKeys.filter((fk) => {
        const parent = fk.reference().foreignTable as SQLiteTable;
        return (position.get(parent) ?? 0) >= (position.get(table) ?? 0);
      })
      .flatMap((fk) => fk.reference().columns.map((c) => c.name));
    if (columns.length > 0) later.set(table, columns);
  }
  return later;
}

/** Sets the deferred reference columns of `table` to their copied values, row by row. */
async function fillLaterReferences(
  client: pg.PoolClient,
  from: Db,
  table: SQLiteTable,
  deferred: string[],
): Promise<void> {
  const name = getTableName(table);
  const keys = keyColumns(table);
  const rows = await rawQuery<Record<string, unknown>>(
    from,
    `select ${[...keys, ...deferred].map(quote).join(", ")} from ${quote(name)} where ${deferred.map((c) => `${quote(c)} is not null`).join(" or ")}`,
  );
  for (const row of rows) {
    const set = deferred.map((c, i) => `${quote(c)} = $${i + 1}`).join(", ");
    const where = keys.map((k, i) => `${quote(k)} = $${deferred.length + i + 1}`).join(" and ");
    await client.query(`update ${quote(name)} set ${set} where ${where}`, [
      ...deferred.map((c) => row[c]),
      ...keys.map((k) => row[k]),
    ]);
  }
}

/** Primary-key columns (SQL names) of a table, for a stable row order. */
function keyColumns(table: SQLiteTable): string[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary).map((c) => c.name);
  if (single.length > 0) return single;
  return config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.map((c) => c.name);
}

const columnNames = (table: SQLiteTable) =>
  Object.values(getTableColumns(table)).map((c) => c.name);

const quote = (name: string) => `"${name}"`;

/**
 * Every row of a table in key order, values as arrays in column order. Sorted here, by code
 * unit, because the engines' text orders may differ (PostgreSQL's follows its collation).
 */
async function readRows(db: Db, table: SQLiteTable): Promise<unknown[][]> {
  const columns = columnNames(table);
  const keys = keyColumns(table).map((k) => columns.indexOf(k));
  const rows = await rawQuery<Record<string, unknown>>(
    db,
    `select ${columns.map(quote).join(", ")} from ${quote(getTableName(table))}`,
  );
  const compare = (a: unknown, b: unknown) =>
    typeof a === "number" && typeof b === "number"
      ? a - b
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0;
  return rows
    .map((row) => columns.map((c) => row[c]))
    .sort((a, b) => {
      for (const k of keys) {
        const d = compare(a[k], b[k]);
        if (d !== 0) return d;
      }
      return 0;
    });
}

/** SHA-256 over the rows as canonical JSON (numbers as numbers, text as text, null). */
function checksum(rows: unknown[][]): string {
  const hash = createHash("sha256");
  for (const row of rows) {
    hash.update(JSON.stringify(row.map((v) => (typeof v === "bigint" ? Number(v) : v))));
    hash.update("\n");
  }
  return hash.digest("hex");
}

/**
 * Copies every table of an SQLite database into an EMPTY, migrated PostgreSQL database in one
 * transaction (all or nothing): users, sessions, applied mutations, the change_log with its seq
 * numbers (so devices' cursors stay valid), settings (the ticket-signing key). The identity
 * sequences continue after the highest copied value. Then reads both sides back and compares
 * row counts and checksums table by table; a difference throws.
 */
export async function copySqliteToPostgres(from: Db, to: Db): Promise<TableCopy[]> {
  if (from.engine !== "sqlite" || to.engine !== "postgres") {
    throw new Error("db:copy copies an SQLite database into a PostgreSQL one");
  }
  const tables = tablesInDependencyOrder();
  for (const table of tables) {
    const [row] = await rawQuery<{ n: number }>(
      to,
      `select count(*) as n from ${quote(getTableName(table))}`,
    );
    if (Number(row?.n ?? 0) > 0) {
      throw new Error(
        `The target database is not empty (${getTableName(table)} has rows): copy into a new one.`,
      );
    }
  }
  const client = await postgresPool(to).connect();
  const later = laterReferences(tables);
  try {
    await client.query("begin");
    for (const table of tables) {
      const name = getTableName(table);
      const columns = columnNames(table);
      const rows = await readRows(from, table);
      // A reference to a table copied later (a cycle: referrals ↔ invitation_codes) is copied
      // as null first and filled in once every table is in.
      const deferred = (later.get(table) ?? []).map((c) => columns.indexOf(c));
      const inserted = rows.map((row) => row.map((v, c) => (deferred.includes(c) ? null : v)));
      for (let i = 0; i < inserted.length; i += BATCH) {
        const batch = inserted.slice(i, i + BATCH);
        const values = batch
          .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`)
          .join(", ");
        await client.query(
          `insert into ${quote(name)} (${columns.map(quote).join(", ")}) values ${values}`,
          batch.flat(),
        );
      }
      for (const column of getTableConfig(table).columns) {
        if (column.primary && column.columnType === "SQLiteInteger") {
          // The identity goes on after the copied rows (PostgreSQL does not move it itself).
          await client.query(
            `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column.name)}) from ${quote(name)}), 0) + 1, false)`,
            [name, column.name],
          );
        }
      }
    }
    for (const [table, deferredColumns] of later) {
      await fillLaterReferences(client, from, table, deferredColumns);
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const report: TableCopy[] = [];
  for (const table of tables) {
    const source = await readRows(from, table);
    const target = await readRows(to, table);
    report.push({
      table: getTableName(table),
      rows: source.length,
      copiedRows: target.length,
      checksum: checksum(source),
      copiedChecksum: checksum(target),
    });
  }
  const wrong = report.filter((t) => t.rows !== t.copiedRows || t.checksum !== t.copiedChecksum);
  if (wrong.length > 0) {
    throw new Error(`The copy differs in ${wrong.map((t) => t.table).join(", ")}`);
  }
  return report;
}
