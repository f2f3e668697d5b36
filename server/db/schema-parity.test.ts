import { getTableColumns, is, SQL } from "drizzle-orm";
import {
  getTableConfig as getPgConfig,
  PgDialect,
  PgTable,
  integer as pgInteger,
  pgTable,
  text as pgText,
} from "drizzle-orm/pg-core";
import {
  getTableConfig as getSqliteConfig,
  integer,
  SQLiteSyncDialect,
  SQLiteTable,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as sqliteSchema from "./schema.ts";
import * as pgSchema from "./schema-pg.ts";

/**
 * schema-pg.ts must describe exactly the tables of schema.ts: services build SQLite SQL from
 * schema.ts and run it on PostgreSQL too. Each table is reduced to an engine-neutral shape (SQL
 * names, nullability, keys, defaults, mapped types, indexes, foreign keys, checks) and the two
 * shapes must be equal. Types map SQLite integer ↔ PG integer, text ↔ text, and an
 * autoincrement integer key ↔ a bigint identity; boolean defaults compare as 0/1.
 */

type Side = "sqlite" | "pg";
type AnyTable = SQLiteTable | PgTable;

const dialects = { sqlite: new SQLiteSyncDialect(), pg: new PgDialect() };
const render = (side: Side, value: SQL) => dialects[side].sqlToQuery(value);
const config = (side: Side, table: AnyTable) =>
  side === "sqlite" ? getSqliteConfig(table as SQLiteTable) : getPgConfig(table as PgTable);

type AnyColumn = ReturnType<typeof config>["columns"][number];

function mappedType(side: Side, column: AnyColumn): string {
  const type = column.getSQLType();
  if (side === "sqlite") {
    const autoIncrement = (column as { autoIncrement?: boolean }).autoIncrement === true;
    return autoIncrement ? "identity" : type;
  }
  if (column.generatedIdentity) return type === "bigint" ? "identity" : `${type} identity`;
  return type;
}

function defaultValue(side: Side, value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (is(value, SQL)) return { sql: render(side, value).sql };
  return value;
}

const names = (columns: readonly { name: string }[]) => columns.map((c) => c.name);

/** The engine-neutral shape of one table: what both migrations must create. */
function shape(side: Side, table: AnyTable) {
  const c = config(side, table);
  const columns = Object.fromEntries(
    c.columns.map((column) => [
      column.name,
      {
        type: mappedType(side, column),
        notNull: column.notNull,
        primaryKey: column.primary,
        unique: column.isUnique ? (column.uniqueName ?? true) : false,
        hasDefault: column.hasDefault,
        default: defaultValue(side, column.default),
        enumValues: column.enumValues ?? null,
        generated: column.generated ? render(side, column.generated.as as SQL).sql : null,
      },
    ]),
  );
  const indexes = c.indexes
    .map(({ config: ix }) => ({
      name: ix.name,
      columns: ix.columns.map((col) =>
        is(col, SQL) ? render(side, col).sql : (col as { name: string }).name,
      ),
      unique: ix.unique,
      where: ix.where ? render(side, ix.where).sql : null,
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const foreignKeys = c.foreignKeys
    .map((fk) => {
      const ref = fk.reference();
      return {
        columns: names(ref.columns),
        table: config(side, ref.foreignTable as AnyTable).name,
        foreignColumns: names(ref.foreignColumns),
        onDelete: fk.onDelete ?? "no action",
        onUpdate: fk.onUpdate ?? "no action",
      };
    })
    .sort((a, b) => a.columns.join().localeCompare(b.columns.join()));
  const checks = c.checks
    .map((ch) => ({ name: ch.name, sql: render(side, ch.value).sql }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const primaryKeys = c.primaryKeys.map((pk) => ({
    name: pk.getName(),
    columns: names(pk.columns),
  }));
  const uniqueConstraints = c.uniqueConstraints.map((u) => ({
    name: u.getName(),
    columns: names(u.columns),
  }));
  return {
    name: c.name,
    keys: Object.keys(getTableColumns(table)),
    columns,
    indexes,
    foreignKeys,
    checks,
    primaryKeys,
    uniqueConstraints,
  };
}

/** Exported tables by export name. */
function tables<T extends AnyTable>(module: object, kind: typeof SQLiteTable | typeof PgTable) {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => is(value, kind)),
  ) as Record<string, T>;
}

const sqliteTables = tables<SQLiteTable>(sqliteSchema, SQLiteTable);
const pgTables = tables<PgTable>(pgSchema, PgTable);

describe("schema-pg.ts mirrors schema.ts", () => {
  it("exports the same tables under the same names", () => {
    const tableNames = (t: Record<string, AnyTable>, side: Side) =>
      Object.entries(t)
        .map(([exported, table]) => `${exported}=${config(side, table).name}`)
        .sort();
    expect(Object.keys(sqliteTables).length).toBeGreaterThan(20);
    expect(tableNames(pgTables, "pg")).toEqual(tableNames(sqliteTables, "sqlite"));
  });

  it.each(Object.keys(sqliteTables))("%s: same columns, keys, indexes and constraints", (name) => {
    const pg = pgTables[name];
    expect(pg, `schema-pg.ts has no export ${name}`).toBeDefined();
    const want = shape("sqlite", sqliteTables[name]!);
    const got = shape("pg", pg!);
    // Column by column first, so a failure names the column.
    for (const column of Object.keys(want.columns)) {
      expect(got.columns[column], `${want.name}.${column}`).toEqual(want.columns[column]);
    }
    expect(got).toEqual(want);
  });

  it("only maps the types it knows", () => {
    const types = new Set(
      Object.values(sqliteTables).flatMap((t) =>
        Object.values(shape("sqlite", t).columns).map((c) => c.type),
      ),
    );
    expect([...types].sort()).toEqual(["identity", "integer", "text"]);
  });

  it("notices a column present on one side only", () => {
    const a = sqliteTable("t", { id: text("id").primaryKey(), n: integer("n") });
    const b = pgTable("t", { id: pgText("id").primaryKey() });
    const c = pgTable("t", { id: pgText("id").primaryKey(), n: pgInteger("n").notNull() });
    expect(shape("pg", b)).not.toEqual(shape("sqlite", a));
    expect(shape("pg", c)).not.toEqual(shape("sqlite", a));
    const d = pgTable("t", { id: pgText("id").primaryKey(), n: pgInteger("n") });
    expect(shape("pg", d)).toEqual(shape("sqlite", a));
  });
});
