import { beforeEach, describe, expect, it } from "vitest";
import { db, getClientId, getMeta, META_KEYS, resetDatabaseForTests, setMeta } from "#db/db.ts";
import { testExperience } from "#testing/fixtures.ts";
import { clearPrivateData, PRIVATE_TABLES } from "./private-data.ts";
import { queueMutation } from "./queue.ts";

const NOW = "2025-06-01T10:00:00.000Z";
const E1 = "0197aaaa-0000-7000-8000-0000000000e1";
const E_LOCAL = "0197aaaa-0000-7000-8000-0000000000e2";

const experience = (id: string) => testExperience({ id, title: `Experience ${id}` });

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
    cancelledAt: null,
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

describe("PRIVATE_TABLES", () => {
  it("lists every table but the public ones and the mixed meta table", () => {
    // Pinned by hand: a new private table must be added to a private entity or to this list.
    expect([...PRIVATE_TABLES].sort()).toEqual(
      [
        "attendees",
        "checkins",
        "doorHelpers",
        "calendarEvents",
        "eventReminders",
        "favorites",
        "inquiries",
        "interactions",
        "moodEntries",
        "outbox",
        "profile",
        "referrals",
        "registrations",
        "rejections",
        "shadows",
      ].sort(),
    );
    // visitorMessages: a signed-out visitor's, kept over sign-in and sign-out until sent.
    const publicOrMixed = [
      "experiences",
      "experiencePages",
      "packedListHead",
      "moodRecommendations",
      "partners",
      "meta",
      "visitorMessages",
    ];
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [...PRIVATE_TABLES, ...publicOrMixed].sort(),
    );
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
    await setMeta(META_KEYS.syncCursor, { scope: "u1", seq: 42 });
    await setMeta(META_KEYS.ownSyncCursor, { scope: "u1", seq: 40 });
    await setMeta(META_KEYS.publicSyncCursor, { scope: "public", seq: 41 });

    await clearPrivateData(db);

    for (const name of PRIVATE_TABLES) {
      expect(await db.table(name).count(), name).toBe(0);
    }
    expect(await getMeta(META_KEYS.sessionUser)).toBeUndefined();
    expect(await getMeta(META_KEYS.syncCursor)).toBeUndefined();
    expect(await getMeta(META_KEYS.ownSyncCursor)).toBeUndefined();
    // The public rows stay, and so does the cursor of the stream that brought them.
    expect(await getMeta(META_KEYS.publicSyncCursor)).toEqual({ scope: "public", seq: 41 });
    expect(await db.experiences.count()).toBe(1);
    expect(await db.moodRecommendations.count()).toBe(1);
    expect(await getClientId()).toBe(clientId);
  });

  it("with a user id, removes only that user's rows", async () => {
    await seedUser("u1");
    await seedUser("u2");

    await clearPrivateData(db, "u1");

    expect(await db.favorites.toArray()).toEqual([expect.objectContaining({ userId: "u2" })]);
    expect(await db.moodEntries.where("userId").equals("u1").count()).toBe(0);
    expect(await db.moodEntries.where("userId").equals("u2").count()).toBe(1);
    expect(await db.profile.get("u1")).toBeUndefined();
    expect(await db.profile.get("u2")).toBeDefined();
    expect((await db.outbox.toArray()).map((r) => r.userId)).toEqual(["u2"]);
  });

  it("drops an experience that only exists as an unsent local change", async () => {
    await db.experiences.bulkAdd([experience("e1"), experience("e-local")]);
    // Queued without a shadow, as before version 2 of the database kept them.
    await db.outbox.add({
      id: "m-x",
      name: "experience.create",
      args: { id: "e-local", title: "Draft" },
      userId: "u1",
      createdAt: NOW,
      attempts: 0,
      lastError: null,
    });

    await setMeta(META_KEYS.publicSyncCursor, { scope: "public", seq: 41 });

    await clearPrivateData(db);

    expect((await db.experiences.toArray()).map((e) => e.id)).toEqual(["e1"]);
    // Without a shadow the dropped row's server truth is unknown: the public stream starts over.
    expect(await getMeta(META_KEYS.publicSyncCursor)).toBeUndefined();
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

    await setMeta(META_KEYS.publicSyncCursor, { scope: "public", seq: 41 });

    await clearPrivateData(db);

    expect((await db.experiences.get("e1"))?.title).toBe("Experience e1");
    expect(await db.shadows.count()).toBe(0);
    // The shadow was the server's truth at that cursor: the public stream goes on from it.
    expect(await getMeta(META_KEYS.publicSyncCursor)).toEqual({ scope: "public", seq: 41 });
  });

  it("undoes listings queued offline by the user who leaves, and keeps another user's", async () => {
    const listing = { ...experience(E1), title: "Choir (edited by u1)" };
    await db.experiences.put(experience(E1));
    await queueMutation(db, "experience.update", listing, { userId: "u1" });
    await queueMutation(db, "experience.create", experience(E_LOCAL), { userId: "u1" });
    await queueMutation(db, "experience.update", { ...listing, title: "By u2" }, { userId: "u2" });

    await clearPrivateData(db, "u1");

    // The server's row with u2's pending edit on top; u1's unsent listing is gone.
    expect((await db.experiences.get(E1))?.title).toBe("By u2");
    expect(await db.experiences.get(E_LOCAL)).toBeUndefined();
    expect(await db.shadows.get(`experience|${E1}`)).toMatchObject({
      data: { title: `Experience ${E1}` },
    });

    await clearPrivateData(db);
    expect((await db.experiences.toArray()).map((e) => e.title)).toEqual([`Experience ${E1}`]);
    expect(await db.shadows.count()).toBe(0);
  });
});
