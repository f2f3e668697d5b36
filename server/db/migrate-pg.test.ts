import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrl, testEngine, withClient } from "../testing/test-database.ts";
import { migrate, openDatabase, SchemaNewerThanCodeError } from "./client.ts";
import { tableNames } from "./raw-query.ts";

/** PostgreSQL's migrations, from an empty database, as `npm start` meets it. */
describe.runIf(testEngine.engine === "postgres")("migrating PostgreSQL", () => {
  const name = `cw_migrate_${process.pid}_${Date.now().toString(36)}`;
  afterAll(() => withClient((c) => c.query(`drop database if exists "${name}" with (force)`)));

  it("makes every table from empty, does nothing the second time, refuses a newer schema", async () => {
    await withClient((c) => c.query(`create database "${name}"`));
    const settings = {
      engine: "postgres" as const,
      url: databaseUrl(name),
      poolSize: 2,
      statementTimeoutMs: 10_000,
      tls: "off" as const,
    };
    const db = await openDatabase(settings);
    try {
      await migrate(db);
      const sqlite = await openDatabase({ engine: "sqlite", file: ":memory:" });
      await migrate(sqlite);
      expect(await tableNames(db)).toEqual(await tableNames(sqlite));
      await sqlite.close();
      await migrate(db); // already applied: a no-op
      await withClient(
        (c) =>
          c.query(
            "insert into drizzle.__drizzle_migrations (hash, created_at) values ('next', $1)",
            [Date.now() + 365 * 24 * 3600 * 1000],
          ),
        settings.url,
      );
      await expect(migrate(db)).rejects.toThrow(SchemaNewerThanCodeError);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(testEngine.engine === "postgres")("PostgreSQL migration 0006", () => {
  const name = `cw_receipts_${process.pid}_${Date.now().toString(36)}`;
  afterAll(() => withClient((c) => c.query(`drop database if exists "${name}" with (force)`)));

  it("cuts outcomes stored before it down to their receipt: no personal field stays", async () => {
    await withClient((c) => c.query(`create database "${name}"`));
    const url = databaseUrl(name);
    const db = await openDatabase({
      engine: "postgres",
      url,
      poolSize: 2,
      statementTimeoutMs: 10_000,
      tls: "off",
    });
    try {
      await migrate(db);
      const t = "2025-06-01T00:00:00.000Z";
      const old = JSON.stringify({
        status: "applied",
        name: "referral.close",
        value: { id: "r1", status: "closed", notes: "low mood", baseline: { anxiety: 7 } },
      });
      const refused = JSON.stringify({ status: "rejected", name: "x", error: { code: "c" } });
      const sql = readFileSync(
        fileURLToPath(new URL("./migrations-pg/0006_stored_receipts.sql", import.meta.url)),
        "utf8",
      );
      const rows = await withClient(async (c) => {
        await c.query(
          "insert into users (id, username, username_key, password_hash, created_at, updated_at) values ('u1', 'a', 'a', 'x', $1, $1)",
          [t],
        );
        await c.query(
          "insert into applied_mutations (user_id, mutation_id, result, created_at, position) values ('u1', 'm1', $1, $3, 1), ('u1', 'm2', $2, $3, 2)",
          [old, refused, t],
        );
        await c.query(sql); // as the release that brings it runs it on an older database
        return (await c.query("select result from applied_mutations order by position")).rows;
      }, url);
      expect(rows.map((r: { result: string }) => JSON.parse(r.result))).toEqual([
        { status: "applied", name: "referral.close", value: { id: "r1", status: "closed" } },
        JSON.parse(refused),
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("starting on a PostgreSQL that does not answer", () => {
  it("stops the server with a plain message, no stack trace", () => {
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        PORT: "65001",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /Cannot start: PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/none did not answer/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});
