import { Dexie } from "dexie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Experience } from "#domain/experience.ts";
import { CultureWellDB, db, getClientId, META_KEYS, resetDatabaseForTests } from "./db.ts";

const NOW = "2025-06-01T10:00:00.000Z";

function experience(id: string): Experience {
  return {
    id,
    title: `Experience ${id}`,
    description: "A calm evening of music.",
    category: "music",
    price: 0,
    location: "Riga",
    venue: "Hall",
    venueId: null,
    date: "2030-01-01T18:00:00.000Z",
    imageUrl: "/images/music.jpg",
    wellbeingBenefit: "stress-relief",
    isActive: true,
    accessibilityFeatures: [],
    duration: 60,
    maxParticipants: 20,
    difficultyLevel: "beginner",
    createdBy: null,
    createdAt: NOW,
    updatedAt: NOW,
    placesTaken: 0,
    waitlistCount: 0,
    ratingAverage: null,
    ratingCount: 0,
  };
}

beforeEach(resetDatabaseForTests);

describe("CultureWellDB", () => {
  it("declares every client table (2: sync tables, 3: visitor's messages, 4: the door, 5: reminders, 6: feedback, 7: referral clients, 8: list index, 9: no date index, 10: unlisted index, 11: packed experience pages, 12: their list head, 13: mood moments pulled again)", () => {
    expect(db.verno).toBe(13);
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        "attendees",
        "checkins",
        "doorHelpers",
        "partners",
        "eventReminders",
        "calendarEvents",
        "experiences",
        "experiencePages",
        "packedListHead",
        "favorites",
        "inquiries",
        "interactions",
        "meta",
        "moodEntries",
        "moodRecommendations",
        "outbox",
        "profile",
        "referrals",
        "registrations",
        "rejections",
        "shadows",
        "visitorMessages",
      ].sort(),
    );
  });

  it("finds a favourite by the user + experience pair", async () => {
    await db.favorites.add({ id: "fav-u1", userId: "u1", experienceId: "e1", createdAt: NOW });
    const fav = await db.favorites.where({ userId: "u1", experienceId: "e1" }).first();
    expect(fav?.id).toBe("fav-u1");
  });
});

describe("outbox", () => {
  it("reads entries back in exactly the order they were inserted", async () => {
    // Ids deliberately not in sorted order: order must come from `seq`, not from `id`.
    const ids = ["m-c", "m-a", "m-b", "m-0"];
    for (const id of ids) {
      await db.outbox.add({
        id,
        name: "mood.log",
        args: {},
        userId: "u1",
        createdAt: NOW,
        attempts: 0,
        lastError: null,
      });
    }
    const rows = await db.outbox.orderBy("seq").toArray();
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.seq)).toEqual([...rows.map((r) => r.seq)].sort((a, b) => a - b));
  });

  it("refuses to queue the same mutation id twice", async () => {
    const entry = {
      id: "m-1",
      name: "mood.log",
      args: {},
      userId: "u1",
      createdAt: NOW,
      attempts: 0,
      lastError: null,
    };
    await db.outbox.add(entry);
    await expect(db.outbox.add(entry)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe("getClientId", () => {
  it("makes a UUIDv7 once and returns the same id afterwards", async () => {
    const [a, b] = await Promise.all([getClientId(), getClientId()]);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b).toBe(a);
    expect(await getClientId()).toBe(a);
  });

  it("once made, reads it without a read-write transaction (a pull's page writes meta too)", async () => {
    const made = await getClientId();
    const transaction = vi.spyOn(db, "transaction");
    try {
      expect(await getClientId()).toBe(made);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
  });
});

describe("schema upgrade", () => {
  it("opens a version-1 database as the current version and keeps its rows and outbox", async () => {
    const name = `upgrade-test-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      experiences: "id, category, date, createdBy, updatedAt",
      moodRecommendations: "id, mood",
      favorites: "id, [userId+experienceId], userId",
      registrations: "id, [userId+experienceId], userId, experienceId",
      moodEntries: "id, userId, createdAt, [userId+createdAt]",
      calendarEvents: "id, userId, startTime, [userId+startTime]",
      profile: "userId",
      inquiries: "id, experienceId, createdAt",
      outbox: "++seq, &id, userId, createdAt",
      meta: "key",
    });
    await v1.table("experiences").add(experience("e1"));
    await v1.table("outbox").add({ id: "m-1", name: "mood.log", args: {}, userId: "u1" });
    await v1.table("meta").add({ key: "sync.cursor", value: { scope: "u1", seq: 42 } });
    v1.close();

    const v2 = new CultureWellDB(name);
    try {
      expect(await v2.experiences.count()).toBe(1);
      expect((await v2.outbox.toArray()).map((e) => e.id)).toEqual(["m-1"]);
      expect(await v2.shadows.count()).toBe(0);
      expect(await v2.visitorMessages.count()).toBe(0);
      expect(await v2.attendees.count()).toBe(0);
      // Version 4 drops the cursor: the next pull brings every row again with its new fields.
      expect(await v2.meta.get("sync.cursor")).toBeUndefined();
      expect(v2.verno).toBe(13);
    } finally {
      v2.close();
      await v2.delete();
    }
  });

  it("version 8 gives the rows of a version-7 database their list fields and index", async () => {
    const name = `upgrade-v7-test-${Date.now()}`;
    // What an installed build at version 7 holds (the tables this test needs).
    const old = new Dexie(name);
    old.version(7).stores({ experiences: "id, category, date, createdBy, updatedAt", meta: "key" });
    await old.table("experiences").bulkAdd([
      { ...experience("e1"), title: "Évening Choir", date: "2030-03-01T18:00:00.000Z" },
      { ...experience("e2"), date: "2030-01-01T18:00:00.000Z" },
      { ...experience("e3"), isActive: false },
    ]);
    await old.table("meta").add({ key: "sync.cursor", value: { scope: "public", seq: 42 } });
    old.close();

    const v8 = new CultureWellDB(name);
    try {
      expect(v8.verno).toBe(13);
      const e1 = await v8.experiences.get("e1");
      expect(e1?.searchKey).toBe("evening choir\na calm evening of music.\nhall");
      expect(e1?.listDate).toBe("2030-03-01T18:00:00.000Z");
      expect((await v8.experiences.get("e3"))?.listDate).toBeUndefined();
      expect(await v8.experiences.orderBy("[listDate+id]").primaryKeys()).toEqual(["e2", "e1"]);
      // Nothing on the wire changed: the cursor stays, no re-pull.
      expect(await v8.meta.get("sync.cursor")).toBeDefined();
    } finally {
      v8.close();
      await v8.delete();
    }
  });

  it("version 9 drops the experiences' date index and keeps their rows", async () => {
    const name = `upgrade-v8-test-${Date.now()}`;
    const old = new Dexie(name);
    old.version(8).stores({ experiences: "id, date, createdBy, [listDate+id]" });
    await old.table("experiences").add({ ...experience("e1"), listDate: "2030-01-01" });
    old.close();

    const v9 = new CultureWellDB(name);
    try {
      await v9.open();
      expect(v9.experiences.schema.indexes.map((i) => i.name).sort()).toEqual([
        "[listDate+id]",
        "createdBy",
        "unlisted",
      ]);
      expect(await v9.experiences.orderBy("[listDate+id]").primaryKeys()).toEqual(["e1"]);
    } finally {
      v9.close();
      await v9.delete();
    }
  });

  it("version 10 flags the inactive rows already stored, and only those are written", async () => {
    const name = `upgrade-v9-test-${Date.now()}`;
    const old = new Dexie(name);
    old.version(9).stores({ experiences: "id, createdBy, [listDate+id]" });
    await old.table("experiences").bulkAdd([
      { ...experience("e1"), listDate: "2030-01-01", searchKey: "kept as stored" },
      { ...experience("e2"), isActive: false, searchKey: "old" },
    ]);
    old.close();

    const v10 = new CultureWellDB(name);
    try {
      expect(await v10.experiences.where("unlisted").equals(1).primaryKeys()).toEqual(["e2"]);
      // An active row is not rewritten: its stored fields stay as they were.
      expect((await v10.experiences.get("e1"))?.searchKey).toBe("kept as stored");
      expect((await v10.experiences.get("e1"))?.unlisted).toBeUndefined();
    } finally {
      v10.close();
      await v10.delete();
    }
  });
});

describe("schema upgrade to 13", () => {
  it("pulls the user's own rows again (moods gained their moment); the catalogue stays", async () => {
    const name = `upgrade-v12-test-${Date.now()}`;
    const old = new Dexie(name);
    old.version(12).stores({ meta: "key", packedListHead: "key" });
    await old.table("meta").bulkAdd([
      { key: META_KEYS.ownSyncCursor, value: { scope: "u1", seq: 40 } },
      { key: META_KEYS.publicSyncCursor, value: { scope: "public", seq: 42 } },
      { key: META_KEYS.syncCursor, value: { scope: "u1", seq: 30 } },
    ]);
    old.close();

    const v13 = new CultureWellDB(name);
    try {
      expect((await v13.meta.toArray()).map((row) => row.key)).toEqual([
        META_KEYS.publicSyncCursor,
      ]);
    } finally {
      v13.close();
      await v13.delete();
    }
  });
});

describe("derived list fields", () => {
  it("are written with every put, add and update, whoever writes", async () => {
    await db.experiences.add({ ...experience("e1"), title: "Pottery" });
    expect((await db.experiences.get("e1"))?.searchKey).toContain("pottery");
    await db.experiences.update("e1", { title: "Sketching", isActive: false });
    const row = await db.experiences.get("e1");
    expect(row?.searchKey).toContain("sketching");
    expect(row?.searchKey).not.toContain("pottery");
    expect(row?.listDate).toBeUndefined();
    expect(row?.unlisted).toBe(1);
    await db.experiences.put({ ...experience("e1"), isActive: true, listDate: "1999" });
    // A stale or hand-made value never survives a write: the fields come from the row.
    const relisted = await db.experiences.get("e1");
    expect(relisted?.listDate).toBe("2030-01-01T18:00:00.000Z");
    expect(relisted?.unlisted).toBeUndefined();
  });
});
