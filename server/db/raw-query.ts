import { postgresPool, sqliteHandle } from "./client.ts";
import { toPostgresSql } from "./pg-sql.ts";
import type { Db } from "./types.ts";

/**
 * Runs one SQL text with `?` parameters and returns its rows as objects keyed by column name,
 * on either engine. For tools and tests that look at the database as it is (`db:copy`, table
 * walks); services build their queries with drizzle instead. Outside any write transaction.
 */
export async function rawQuery<T = Record<string, unknown>>(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  if (db.engine === "sqlite") {
    const statement = sqliteHandle(db).prepare(text);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.all(...params) as T[];
  }
  const result = await postgresPool(db).query(toPostgresSql(text), [...params]);
  return result.rows as T[];
}

/** The tables of the database (not the migrator's own), in a stable order. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.engine === "sqlite"
      ? await rawQuery<{ name: string }>(
          db,
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
        )
      : await rawQuery<{ name: string }>(
          db,
          "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
        );
  return rows.map((r) => r.name);
}

/** The columns of a table, in their defined order. */
export async function columnNames(db: Db, table: string): Promise<string[]> {
  const rows =
    db.engine === "sqlite"
      ? await rawQuery<{ name: string }>(db, `select name from pragma_table_info(?)`, [table])
      : await rawQuery<{ name: string }>(
          db,
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ? order by ordinal_position",
          [table],
        );
  return rows.map((r) => r.name);
}

/** A condition that `column`'s value, as text, contains `needle` (an engine's own spelling). */
export function containsText(db: Db, column: string): string {
  return db.engine === "sqlite"
    ? `instr(cast("${column}" as text), ?) > 0`
    : `strpos(cast("${column}" as text), ?) > 0`;
}
