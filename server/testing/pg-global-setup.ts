import { createPasswordHasher } from "../auth/password.ts";
import { migrate, openDatabase } from "../db/client.ts";
import { testConfig, testEngineFromEnv } from "../env.ts";
import { seedIfEmpty } from "../seed.ts";
import { createFakeClock } from "./fake-clock.ts";

/**
 * Vitest global setup of the PostgreSQL leg (TEST_ENGINE=postgres): names this run and makes its
 * database, whose `public` schema is migrated and seeded as createTestApp seeds; every test app
 * then gets its own schema in it (test-database.ts). Drops the database at the end. Does nothing
 * on SQLite.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const engine = testEngineFromEnv();
  if (engine.engine !== "postgres") return undefined;
  process.env.CW_TEST_RUN ??= `${Date.now().toString(36)}${process.pid}`;
  // Imported after the run is named: the module reads the name when it loads.
  const t = await import("./test-database.ts");
  const drop = () =>
    t.withClient((c) => c.query(`drop database if exists "${t.TEST_DB_NAME}" with (force)`));
  await drop();
  await t.withClient((c) => c.query(`create database "${t.TEST_DB_NAME}"`));
  const db = await openDatabase({
    engine: "postgres",
    url: t.databaseUrl(t.TEST_DB_NAME),
    poolSize: 2,
    statementTimeoutMs: 0,
    tls: "off",
  });
  try {
    await migrate(db);
    const config = testConfig();
    await seedIfEmpty(db, {
      clock: createFakeClock(),
      hasher: createPasswordHasher(config.scrypt),
      demoInvitationCode: config.demoInvitationCode,
      demoAccounts: config.demoAccounts,
    });
  } finally {
    await db.close();
  }
  return async () => {
    await drop();
  };
}
