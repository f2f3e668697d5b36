import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate as runMigrations } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, SchemaNewerThanCodeError, sqliteHandle } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An SQLite database with the migrations up to `last` only, as a release before has them. */
async function databaseAtMigration(last: number) {
  const dir = mkdtempSync(join(tmpdir(), "cw-mig-"));
  dirs.push(dir);
  cpSync(fileURLToPath(new URL("./migrations", import.meta.url)), dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  const db = await openDatabase({ engine: "sqlite", file: ":memory:" });
  const sqlite = sqliteHandle(db);
  runMigrations(drizzle({ client: sqlite }), { migrationsFolder: dir });
  return { db, sqlite };
}

describe("openDatabase + migrate", () => {
  it("makes a new database file (and its WAL) readable by the server's user only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-db-"));
    dirs.push(dir);
    const file = join(dir, "culturewell.db");
    const db = await openDatabase({ engine: "sqlite", file: file });
    try {
      await migrate(db);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    } finally {
      await db.close();
    }
  });

  it("creates the folder, runs the migrations on a fresh file database, WAL and foreign keys on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-db-"));
    dirs.push(dir);
    const file = join(dir, "nested", "culturewell.db");
    const db = await openDatabase({ engine: "sqlite", file: file });
    const sqlite = sqliteHandle(db);
    try {
      await migrate(db);
      await migrate(db); // already applied: a no-op
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      const tables = sqlite
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
        )
        .pluck()
        .all();
      expect(new Set(tables)).toEqual(
        new Set([
          "users",
          "venues",
          "experiences",
          "inquiries",
          "user_interactions",
          "user_favorites",
          "user_experiences",
          "mood_entries",
          "mood_recommendations",
          "calendar_events",
          "event_reminders",
          "sessions",
          "newsletter_subscriptions",
          "contact_messages",
          "referrals",
          "invitation_codes",
          "applied_mutations",
          "change_log",
          "settings",
          "checkins",
          "partner_profiles",
          "door_helpers",
          "calendar_feeds",
          "push_subscriptions",
          "referral_consents",
          "referral_events",
          "rate_limit_hits",
          "job_ticks",
          "device_clocks",
        ]),
      );
      // Foreign keys are enforced: a session for a user that does not exist is refused.
      expect(() =>
        sqlite
          .prepare(
            "insert into sessions (sid, sess, expire, user_id, created_at) values ('s', '{}', 'x', 'nobody', 'x')",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      await db.close();
    }
  });
});

describe("migration 0003", () => {
  it("starts places_taken and waitlist_count at the real counts of an existing database", async () => {
    // The migrations up to 0002 only, as an older database has them (before waiting lists).
    const { db, sqlite } = await databaseAtMigration(2);
    try {
      const t = "2025-06-01T00:00:00.000Z";
      sqlite.exec(`
        insert into users (id, username, username_key, password_hash, created_at, updated_at)
          values ('u1', 'a', 'a', 'x', '${t}', '${t}'), ('u2', 'b', 'b', 'x', '${t}', '${t}'),
                 ('u3', 'c', 'c', 'x', '${t}', '${t}');
        insert into experiences (id, title, description, category, location, venue, date,
            image_url, wellbeing_benefit, created_at, updated_at)
          values ('e1', 'T', 'D', 'music', 'L', 'V', '${t}', '/i.svg', 'W', '${t}', '${t}');
        insert into user_experiences (id, user_id, experience_id, status, ticket_token)
          values ('r1', 'u1', 'e1', 'registered', 'hmac'), ('r2', 'u2', 'e1', 'attended', 'hmac'),
                 ('r3', 'u3', 'e1', 'completed', null);
      `);
      await migrate(db);
      const row = sqlite
        .prepare(
          "select places_taken, waitlist_count, rating_count from experiences where id = 'e1'",
        )
        .get();
      expect(row).toEqual({ places_taken: 2, waitlist_count: 0, rating_count: 0 });
      const cancelled = sqlite.prepare("select cancelled_at from user_experiences").pluck().all();
      expect(cancelled).toEqual([null, null, null]);
    } finally {
      await db.close();
    }
  });
});

describe("migration 0007", () => {
  it("moves existing pending referrals to `sent` with a first timeline step", async () => {
    // The migrations up to 0006 only, as an older database has them (before referral timelines).
    const { db, sqlite } = await databaseAtMigration(6);
    try {
      const t = "2025-06-01T00:00:00.000Z";
      sqlite.exec(`
        insert into users (id, username, username_key, password_hash, user_type, created_at, updated_at)
          values ('p1', 'pro', 'pro', 'x', 'professional', '${t}', '${t}');
        insert into experiences (id, title, description, category, location, venue, date,
            image_url, wellbeing_benefit, created_at, updated_at)
          values ('e1', 'T', 'D', 'music', 'L', 'V', '${t}', '/i.svg', 'W', '${t}', '${t}');
        insert into referrals (id, professional_id, client_name, experience_id, status, created_at, updated_at)
          values ('r1', 'p1', 'Jordan', 'e1', 'pending', '${t}', '${t}'),
                 ('r2', 'p1', 'Sam', null, 'pending', '${t}', '${t}');
      `);
      await migrate(db);
      const rows = sqlite
        .prepare(
          "select id, status, experience_ids, client_id, share_outcomes from referrals order by id",
        )
        .all();
      expect(rows).toEqual([
        { id: "r1", status: "sent", experience_ids: '["e1"]', client_id: null, share_outcomes: 0 },
        { id: "r2", status: "sent", experience_ids: "[]", client_id: null, share_outcomes: 0 },
      ]);
      const steps = sqlite
        .prepare("select referral_id, status, at, by, reason from referral_events order by id")
        .all();
      expect(steps).toEqual([
        { referral_id: "r1", status: "sent", at: t, by: "p1", reason: null },
        { referral_id: "r2", status: "sent", at: t, by: "p1", reason: null },
      ]);
      expect(sqlite.pragma("foreign_key_check")).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe("a database migrated by a newer release", () => {
  it("is refused with a plain message instead of being misread", async () => {
    const db = await openDatabase({ engine: "sqlite", file: ":memory:" });
    try {
      await migrate(db);
      const future = Date.now() + 365 * 24 * 3600 * 1000;
      sqliteHandle(db)
        .prepare("insert into __drizzle_migrations (hash, created_at) values ('next', ?)")
        .run(future);
      await expect(migrate(db)).rejects.toThrow(SchemaNewerThanCodeError);
      await expect(migrate(db)).rejects.toThrow(/newer release/);
    } finally {
      await db.close();
    }
  });
});

describe("migration 0008", () => {
  it("numbers each user's stored outcomes in the order they were written", async () => {
    // The migrations up to 0007 only, as a database of the release before it has them.
    const { db, sqlite } = await databaseAtMigration(7);
    try {
      const t = "2025-06-01T00:00:00.000Z";
      sqlite.exec(`
        insert into users (id, username, username_key, password_hash, created_at, updated_at)
          values ('u1', 'a', 'a', 'x', '${t}', '${t}'), ('u2', 'b', 'b', 'x', '${t}', '${t}');
        insert into applied_mutations (user_id, mutation_id, result, created_at)
          values ('u1', 'm-z', '{}', '${t}'), ('u2', 'm-b', '{}', '${t}'),
                 ('u1', 'm-a', '{}', '${t}'), ('u1', 'm-c', '{}', '${t}');
      `);
      await migrate(db);
      const rows = sqlite
        .prepare(
          "select user_id, mutation_id, position from applied_mutations order by user_id, position",
        )
        .all();
      expect(rows).toEqual([
        { user_id: "u1", mutation_id: "m-z", position: 1 },
        { user_id: "u1", mutation_id: "m-a", position: 2 },
        { user_id: "u1", mutation_id: "m-c", position: 3 },
        { user_id: "u2", mutation_id: "m-b", position: 1 },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("migration 0012", () => {
  it("cuts outcomes stored before it down to their receipt: no personal field stays", async () => {
    const { db, sqlite } = await databaseAtMigration(11);
    try {
      const t = "2025-06-01T00:00:00.000Z";
      const referral = {
        status: "applied",
        name: "referral.close",
        value: {
          id: "r1",
          status: "closed",
          clientName: "Casey",
          notes: "low mood",
          baseline: { anxiety: 7 },
          experienceId: null,
          createdAt: t,
        },
      };
      const refused = {
        status: "rejected",
        name: "mood.log",
        error: { code: "mood_invalid", message: "Pick a mood" },
      };
      sqlite.exec(`
        insert into users (id, username, username_key, password_hash, created_at, updated_at)
          values ('u1', 'a', 'a', 'x', '${t}', '${t}');
        insert into applied_mutations (user_id, mutation_id, result, created_at, position)
          values ('u1', 'm1', '${JSON.stringify(referral)}', '${t}', 1),
                 ('u1', 'm2', '${JSON.stringify(refused)}', '${t}', 2);
      `);
      await migrate(db);
      const rows = sqlite
        .prepare("select mutation_id, result from applied_mutations order by position")
        .all() as { mutation_id: string; result: string }[];
      expect(rows.map((r) => JSON.parse(r.result))).toEqual([
        {
          status: "applied",
          name: "referral.close",
          value: { id: "r1", status: "closed", createdAt: t },
        },
        refused,
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("migration 0013", () => {
  it("starts each answered referral's consent history with its consent as it stood", async () => {
    const { db, sqlite } = await databaseAtMigration(12);
    try {
      const t = "2025-06-01T00:00:00.000Z";
      const later = "2025-06-05T00:00:00.000Z";
      sqlite.exec(`
        insert into users (id, username, username_key, password_hash, created_at, updated_at)
          values ('pro', 'p', 'p', 'x', '${t}', '${t}'), ('c', 'c', 'c', 'x', '${t}', '${t}');
        insert into referrals (id, professional_id, client_id, client_name, status, share_outcomes, created_at, updated_at)
          values ('r1', 'pro', 'c', 'C', 'accepted', 1, '${t}', '${later}'),
                 ('r2', 'pro', 'c', 'C', 'sent', 0, '${t}', '${t}'),
                 ('r3', 'pro', null, 'New', 'sent', 0, '${t}', '${t}');
      `);
      await migrate(db);
      const rows = sqlite
        .prepare("select referral_id, user_id, share_outcomes, at from referral_consents")
        .all();
      expect(rows).toEqual([{ referral_id: "r1", user_id: "c", share_outcomes: 1, at: later }]);
    } finally {
      await db.close();
    }
  });
});
