import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase + migrate", () => {
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
