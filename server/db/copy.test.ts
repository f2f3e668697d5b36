import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createPasswordHasher } from "../auth/password.ts";
import { testConfig } from "../env.ts";
import { seedIfEmpty } from "../seed.ts";
import { createFakeClock } from "../testing/fake-clock.ts";
import { openTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.ts";
import { appendChange, readLogPage } from "./change-log.ts";
import { migrate, openDatabase } from "./client.ts";
import { copySqliteToPostgres } from "./copy.ts";
import { rawQuery } from "./raw-query.ts";
import type { Db } from "./types.ts";

/** `npm run db:copy`: an SQLite database that has been used, into an empty PostgreSQL one. */
describe.runIf(testEngine.engine === "postgres")("copying SQLite into PostgreSQL", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const done of cleanup.splice(0).reverse()) await done();
  });

  /** A seeded SQLite database with a new account that synced a mood and a favourite. */
  async function usedSqlite(): Promise<{ db: Db; userId: string; token: string }> {
    const db = await openDatabase({ engine: "sqlite", file: ":memory:" });
    cleanup.push(() => db.close());
    await migrate(db);
    const config = testConfig();
    const clock = createFakeClock();
    await seedIfEmpty(db, {
      clock,
      hasher: createPasswordHasher(config.scrypt),
      demoInvitationCode: config.demoInvitationCode,
    });
    const app = await createApp({ db, clock, config, warmPublicPages: false });
    const post = (path: string, body: unknown, token?: string) =>
      app.request(path, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-sync-protocol": "1",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const signup = await post("/api/auth/signup", {
      username: "copy-me",
      password: "secret-pass-1",
      firstName: "Copy",
      userType: "individual",
      invitationCode: config.demoInvitationCode,
    });
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    const [experience] = await rawQuery<{ id: string }>(db, "select id from experiences limit 1");
    const push = await post(
      "/api/sync/push",
      {
        clientId: "0197a000-0000-7000-8000-000000000001",
        mutations: [
          {
            id: "0197a000-0000-7000-8000-000000000002",
            name: "mood.log",
            args: { id: "0197a000-0000-7000-8000-000000000003", mood: "joyful", intensity: 6 },
            createdAt: clock().toISOString(),
          },
          {
            id: "0197a000-0000-7000-8000-000000000004",
            name: "favorite.add",
            args: { id: "0197a000-0000-7000-8000-000000000005", experienceId: experience?.id },
            createdAt: clock().toISOString(),
          },
        ],
      },
      token,
    );
    expect(push.status).toBe(200);
    // A referral's sign-up code and the referral name each other (a cycle of foreign keys).
    const [referral] = await rawQuery<{ id: string }>(db, "select id from referrals limit 1");
    await db.write(async () => {
      await rawQuery(
        db,
        "insert into invitation_codes (id, code_hash, uses, created_at, referral_id) values ('code-1', 'hash-1', 0, ?, ?)",
        [clock().toISOString(), referral?.id],
      );
      await rawQuery(db, "update referrals set invite_code_id = 'code-1' where id = ?", [
        referral?.id,
      ]);
    });
    return { db, userId: user.id, token };
  }

  async function emptyPostgres(): Promise<TestDatabase> {
    const target = await openTestDatabase();
    cleanup.push(() => target.close());
    return target;
  }

  it("copies every table, row for row, and says so table by table", async () => {
    const source = await usedSqlite();
    const target = await emptyPostgres();
    const report = await copySqliteToPostgres(source.db, target.db);
    const byTable = new Map(report.map((t) => [t.table, t]));
    for (const table of [
      "users",
      "sessions",
      "applied_mutations",
      "change_log",
      "settings",
      "referrals",
      "invitation_codes",
    ]) {
      const figures = byTable.get(table);
      expect(figures?.rows, table).toBeGreaterThan(0);
      expect(figures?.copiedRows, table).toBe(figures?.rows);
      expect(figures?.copiedChecksum, table).toBe(figures?.checksum);
    }
    const applied = await rawQuery<{ n: number }>(
      target.db,
      "select count(*) as n from applied_mutations where user_id = ?",
      [source.userId],
    );
    expect(Number(applied[0]?.n)).toBe(2);
  });

  it("keeps devices' cursors valid: the same pages, and new changes after the copied ones", async () => {
    const source = await usedSqlite();
    const target = await emptyPostgres();
    await copySqliteToPostgres(source.db, target.db);
    const audiences = ["public", source.userId];
    const before = await readLogPage(source.db, audiences, 0, 10_000);
    const after = await readLogPage(target.db, audiences, 0, 10_000);
    expect(after).toEqual(before);
    const last = before.at(-1)?.seq ?? 0;
    await target.db.write((tx) =>
      appendChange(
        tx,
        { entity: "experience", entityId: "new", op: "upsert", audience: "public" },
        new Date(),
      ),
    );
    const next = await readLogPage(target.db, ["public"], last, 10);
    expect(next.map((r) => r.entityId)).toEqual(["new"]);
    expect(next[0]?.seq).toBeGreaterThan(last);
  });

  it("refuses a target that already holds data", async () => {
    const source = await usedSqlite();
    const target = await emptyPostgres();
    await copySqliteToPostgres(source.db, target.db);
    await expect(copySqliteToPostgres(source.db, target.db)).rejects.toThrow(/not empty/);
  });
});
