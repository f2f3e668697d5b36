import { Dexie } from "dexie";
import { beforeEach, describe, expect, it } from "vitest";
import type { Experience } from "../domain/experience.ts";
import {
  CultureWellDB,
  clearPrivateData,
  db,
  getClientId,
  getMeta,
  META_KEYS,
  resetDatabaseForTests,
  setMeta,
} from "./db.ts";

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
  };
}

async function seedUser(userId: string) {
  await db.favorites.add({ id: `fav-${userId}`, userId, experienceId: "e1", createdAt: NOW });
  await db.registrations.add({
    id: `reg-${userId}`,
    userId,
    experienceId: "e1",
    status: "registered",
    registeredAt: NOW,
    attendedAt: null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
  });
  await db.moodEntries.add({
    id: `mood-${userId}`,
    userId,
    mood: "curious",
    intensity: 5,
    notes: null,
    createdAt: NOW,
  });
  await db.calendarEvents.add({
    id: `cal-${userId}`,
    userId,
    experienceId: null,
    title: "Sketching",
    description: null,
    startTime: NOW,
    endTime: NOW,
    location: null,
    category: "personal",
    eventType: "custom",
    isReminder: false,
    reminderTime: null,
    moodContext: null,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await db.profile.put({
    userId,
    firstName: "Alex",
    lastName: "Morgan",
    email: null,
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    updatedAt: NOW,
  });
  await db.outbox.add({
    id: `m-${userId}`,
    name: "favorite.add",
    args: { id: `fav-${userId}`, experienceId: "e1" },
    userId,
    createdAt: NOW,
    attempts: 0,
    lastError: null,
  });
}

beforeEach(resetDatabaseForTests);

describe("CultureWellDB", () => {
  it("declares every client table (version 2 adds the sync tables)", () => {
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        "calendarEvents",
        "experiences",
        "favorites",
        "inquiries",
        "meta",
        "moodEntries",
        "moodRecommendations",
        "outbox",
        "profile",
        "referrals",
        "registrations",
        "rejections",
        "shadows",
      ].sort(),
    );
  });

  it("finds a favourite by the user + experience pair", async () => {
    await seedUser("u1");
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
});

describe("clearPrivateData", () => {
  it("removes every private row and private meta but keeps public rows and the client id", async () => {
    const clientId = await getClientId();
    await db.experiences.add(experience("e1"));
    await db.moodRecommendations.add({
      id: "r1",
      mood: "anxious",
      experienceCategory: "music",
      recommendationReason: "Music calms.",
      effectiveness: 5,
    });
    await seedUser("u1");
    await db.inquiries.add({
      id: "i1",
      experienceId: "e1",
      userId: "u1",
      name: "Alex",
      email: "alex@example.com",
      message: null,
      createdAt: NOW,
    });
    await setMeta(META_KEYS.sessionUser, { id: "u1" });
    await setMeta(META_KEYS.syncCursor, 42);

    await clearPrivateData();

    for (const table of [
      db.favorites,
      db.registrations,
      db.moodEntries,
      db.calendarEvents,
      db.profile,
      db.inquiries,
      db.outbox,
    ]) {
      expect(await table.count(), table.name).toBe(0);
    }
    expect(await getMeta(META_KEYS.sessionUser)).toBeUndefined();
    expect(await getMeta(META_KEYS.syncCursor)).toBeUndefined();
    expect(await db.experiences.count()).toBe(1);
    expect(await db.moodRecommendations.count()).toBe(1);
    expect(await getClientId()).toBe(clientId);
  });

  it("with a user id, removes only that user's rows", async () => {
    await seedUser("u1");
    await seedUser("u2");

    await clearPrivateData("u1");

    expect(await db.favorites.toArray()).toEqual([expect.objectContaining({ userId: "u2" })]);
    expect(await db.moodEntries.where("userId").equals("u1").count()).toBe(0);
    expect(await db.moodEntries.where("userId").equals("u2").count()).toBe(1);
    expect(await db.profile.get("u1")).toBeUndefined();
    expect(await db.profile.get("u2")).toBeDefined();
    expect((await db.outbox.toArray()).map((r) => r.userId)).toEqual(["u2"]);
  });

  it("drops an experience that only exists as an unsent local change", async () => {
    await db.experiences.bulkAdd([experience("e1"), experience("e-local")]);
    await db.outbox.add({
      id: "m-x",
      name: "experience.create",
      args: { id: "e-local", title: "Draft" },
      userId: "u1",
      createdAt: NOW,
      attempts: 0,
      lastError: null,
    });

    await clearPrivateData();

    expect((await db.experiences.toArray()).map((e) => e.id)).toEqual(["e1"]);
  });
});

describe("clearPrivateData and pending edits", () => {
  it("puts back the server's version of a listing edited offline", async () => {
    await db.experiences.put({ ...experience("e1"), title: "Edited offline" });
    await db.shadows.put({
      key: "experience|e1",
      entity: "experience",
      rowId: "e1",
      data: { ...experience("e1") } as unknown as Record<string, unknown>,
      pulled: false,
    });
    await db.outbox.add({
      id: "m-e",
      name: "experience.update",
      args: { id: "e1", title: "Edited offline" },
      userId: "u1",
      createdAt: NOW,
      attempts: 0,
      lastError: null,
    });

    await clearPrivateData();

    expect((await db.experiences.get("e1"))?.title).toBe("Experience e1");
    expect(await db.shadows.count()).toBe(0);
  });
});

describe("schema upgrade", () => {
  it("opens a version-1 database as version 2 and keeps its rows and outbox", async () => {
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
    v1.close();

    const v2 = new CultureWellDB(name);
    try {
      expect(await v2.experiences.count()).toBe(1);
      expect((await v2.outbox.toArray()).map((e) => e.id)).toEqual(["m-1"]);
      expect(await v2.shadows.count()).toBe(0);
      expect(v2.verno).toBe(2);
    } finally {
      v2.close();
      await v2.delete();
    }
  });
});
