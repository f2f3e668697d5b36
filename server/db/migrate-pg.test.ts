import { spawnSync } from "node:child_process";
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
