import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as runMigrations } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase + migrate", () => {
  it("makes a new database file (and its WAL) readable by the server's user only", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-db-"));
    dirs.push(dir);
    const file = join(dir, "culturewell.db");
    const { sqlite, db } = openDatabase(file);
    try {
      migrate(db);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    } finally {
      sqlite.close();
    }
  });

  it("creates the folder, runs the migrations on a fresh file database, WAL and foreign keys on", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-db-"));
    dirs.push(dir);
    const file = join(dir, "nested", "culturewell.db");
    const { sqlite, db } = openDatabase(file);
    try {
      migrate(db);
      migrate(db); // already applied: a no-op
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
          "referral_events",
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
      sqlite.close();
    }
  });
});

describe("migration 0003", () => {
  it("starts places_taken and waitlist_count at the real counts of an existing database", () => {
    // The migrations up to 0002 only, as a database made before issue 11 has them.
    const dir = mkdtempSync(join(tmpdir(), "cw-mig-"));
    dirs.push(dir);
    cpSync(fileURLToPath(new URL("./migrations", import.meta.url)), dir, { recursive: true });
    const journalFile = join(dir, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 2);
    writeFileSync(journalFile, JSON.stringify(journal));
    const { sqlite, db } = openDatabase(":memory:");
    try {
      runMigrations(db, { migrationsFolder: dir });
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
      migrate(db);
      const row = sqlite
        .prepare(
          "select places_taken, waitlist_count, rating_count from experiences where id = 'e1'",
        )
        .get();
      expect(row).toEqual({ places_taken: 2, waitlist_count: 0, rating_count: 0 });
      const cancelled = sqlite.prepare("select cancelled_at from user_experiences").pluck().all();
      expect(cancelled).toEqual([null, null, null]);
    } finally {
      sqlite.close();
    }
  });
});

describe("migration 0007", () => {
  it("moves existing pending referrals to `sent` with a first timeline step", () => {
    // The migrations up to 0006 only, as a database made before issue 12 has them.
    const dir = mkdtempSync(join(tmpdir(), "cw-mig-"));
    dirs.push(dir);
    cpSync(fileURLToPath(new URL("./migrations", import.meta.url)), dir, { recursive: true });
    const journalFile = join(dir, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 6);
    writeFileSync(journalFile, JSON.stringify(journal));
    const { sqlite, db } = openDatabase(":memory:");
    try {
      runMigrations(db, { migrationsFolder: dir });
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
      migrate(db);
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
      sqlite.close();
    }
  });
});
