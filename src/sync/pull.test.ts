import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CultureWellDB, META_KEYS } from "#db/db.ts";
import { allExperiences, getExperience } from "#db/experience-reads.ts";
import { withListFields } from "#domain/experience-list-fields.ts";
import type { Change } from "#domain/sync-protocol.ts";
import { createFakeSyncServer, type FakeSyncServer, json } from "#testing/fake-sync-server.ts";
import { testExperience } from "#testing/fixtures.ts";
import { createApiClient } from "./http.ts";
import { pageTables, pullAll } from "./pull.ts";
import { readCursor } from "./pull-streams.ts";
import { queueMutation } from "./queue.ts";
import { SessionChangedError } from "./sync-errors.ts";
import { writeSyncSession } from "./sync-session.ts";

let db: CultureWellDB;
let server: FakeSyncServer;
let n = 0;
const session = { userId: "u1", token: "t1" };

beforeEach(async () => {
  db = new CultureWellDB(`pull-test-${++n}`);
  server = createFakeSyncServer();
  await writeSyncSession(db, session);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** The cursors of the user's own stream and of the public one. */
const OWN = { cursorKey: META_KEYS.ownSyncCursor, scope: "u1" };
const PUBLIC = { cursorKey: META_KEYS.publicSyncCursor, scope: "public" };
const asked = (audience: string | null) =>
  server.pulls.filter((p) => p.audience === audience).map((p) => p.cursor);

const pull = (s: typeof session | null = session, limit = 2) =>
  pullAll({ db, api: createApiClient({ fetch: server.fetch }), session: s, limit });

const mood = (id: string, userId = "u1", intensity = 5): Change => ({
  entity: "moodEntry",
  op: "upsert",
  id,
  data: { id, userId, mood: "joyful", intensity, notes: null, createdAt: "2025-06-01T10:00:00Z" },
});
const recommendation = (id: string): Change => ({
  entity: "moodRecommendation",
  op: "upsert",
  id,
  data: {
    id,
    mood: "sad",
    experienceCategory: "music",
    recommendationReason: "r",
    effectiveness: 5,
  },
});

const experience = (id: string, extra: Record<string, unknown> = {}): Change => ({
  entity: "experience",
  op: "upsert",
  id,
  data: { ...testExperience({ id }), ...extra },
});

describe("pullAll", () => {
  it("pulls page after page until hasMore is false, storing the cursor with each page", async () => {
    server.changes = [
      mood("m1"),
      mood("m2"),
      mood("m3"),
      { entity: "moodEntry", op: "delete", id: "m1" },
    ];
    expect(await pull()).toEqual({ received: 4, skipped: { unknownEntity: 0, invalidRow: 0 } });
    expect(asked("own")).toEqual([0, 2]);
    expect((await db.moodEntries.toArray()).map((m) => m.id)).toEqual(["m2", "m3"]);
    expect(await readCursor(db, OWN)).toBe(4);
    // The own stream with the user's token; the public one as a visitor's, asked for at once.
    expect(server.pulls.map((p) => [p.audience, p.token])).toEqual([
      ["own", "t1"],
      [null, null],
      ["own", "t1"],
    ]);
    expect(await readCursor(db, PUBLIC)).toBe(0);
  });

  it("pulls the user's own stream, then the public one, each with its own cursor", async () => {
    server.changes = [experience("e1"), mood("m1"), experience("e2"), recommendation("r1")];
    expect((await pull(session, 10)).received).toBe(4);
    expect(await readCursor(db, OWN)).toBe(2);
    expect(await readCursor(db, PUBLIC)).toBe(4);
    expect(await allExperiences(db)).toHaveLength(2);
    expect(await db.moodEntries.count()).toBe(1);

    server.changes.push(mood("m2"), experience("e3"));
    expect((await pull(session, 10)).received).toBe(2);
    expect(asked("own")).toEqual([0, 2]);
    expect(asked(null)).toEqual([0, 4]);
    expect(await readCursor(db, OWN)).toBe(5);
    expect(await readCursor(db, PUBLIC)).toBe(6);
  });

  it("does not overwrite a row that has a pending local change; the pulled version is kept aside", async () => {
    const id = "0197aaaa-0000-7000-8000-000000000001";
    await queueMutation(db, "mood.log", { id, mood: "sad", intensity: 2 }, session);
    server.changes = [mood(id, "u1", 9)];
    await pull();
    expect((await db.moodEntries.get(id))?.intensity).toBe(2);
    expect(await db.shadows.get(`moodEntry|${id}`)).toMatchObject({
      pulled: true,
      data: { intensity: 9 },
    });
  });

  it("if a page cannot be stored, neither its rows nor its cursor are kept", async () => {
    server.changes = [mood("m1"), mood("m2"), mood("m3")];
    // The first page creates the cursor entry, the second updates it: make that update fail.
    db.meta.hook("updating", (_changes, key) => {
      if (key === META_KEYS.ownSyncCursor) throw new Error("quota exceeded");
    });
    await expect(pull()).rejects.toThrow("quota exceeded");
    expect((await db.moodEntries.toArray()).map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(await readCursor(db, OWN)).toBe(2);
  });

  it("writes nothing when the user signed out or changed while the page was on its way", async () => {
    server.changes = [mood("m1")];
    const normal = server.onPull;
    server.onPull = (...args) => {
      void writeSyncSession(db, { userId: "u2", token: "t2" });
      return normal(...args);
    };
    await expect(pull()).rejects.toBeInstanceOf(SessionChangedError);
    expect(await db.moodEntries.count()).toBe(0);
    expect(await readCursor(db, OWN)).toBe(0);
  });

  it("never stores another user's private row, nor private rows for a visitor", async () => {
    server.changes = [mood("m1", "someone-else"), recommendation("r1"), mood("m2")];
    await pull(session, 10);
    expect((await db.moodEntries.toArray()).map((m) => m.id)).toEqual(["m2"]);

    // A public stream that carries private rows (a server gone wrong): none of them is stored.
    await db.moodEntries.clear();
    await db.meta.delete(META_KEYS.sessionToken);
    server.onPull = () => ({ changes: server.changes, cursor: 3, hasMore: false });
    expect((await pull(null, 10)).received).toBe(3);
    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.moodRecommendations.count()).toBe(1);
    expect(server.pulls.at(-1)).toEqual({ token: null, cursor: 2, audience: null });
  });

  it("a visitor's public cursor carries over to a user; their own stream starts at 0", async () => {
    server.changes = [recommendation("r1"), recommendation("r2")];
    await db.meta.delete(META_KEYS.sessionToken);
    await pull(null, 10);
    expect(asked(null)).toEqual([0]);
    expect(await readCursor(db, PUBLIC)).toBe(2);

    await writeSyncSession(db, session);
    server.changes.push(mood("m1"));
    await pull(session, 10);
    expect(asked("own")).toEqual([0]);
    expect(asked(null)).toEqual([0, 2]);
    expect(await db.moodEntries.count()).toBe(1);
  });

  it("starts both streams from the one cursor an older build kept, if it is theirs", async () => {
    const start = async (legacy: { scope: string; seq: number }) => {
      await db.meta.bulkDelete([META_KEYS.ownSyncCursor, META_KEYS.publicSyncCursor]);
      await db.meta.put({ key: META_KEYS.syncCursor, value: legacy });
      server.pulls = [];
      await pull(session, 10);
      return { own: asked("own")[0], public: asked(null)[0] };
    };
    server.changes = [recommendation("r1"), mood("m1"), recommendation("r2"), mood("m2")];
    // The user's own cursor counted both audiences: both streams go on from it.
    expect(await start({ scope: "u1", seq: 3 })).toEqual({ own: 3, public: 3 });
    // A visitor's counted the public rows only; another user's counts for nothing.
    expect(await start({ scope: "public", seq: 3 })).toEqual({ own: 0, public: 3 });
    expect(await start({ scope: "u9", seq: 3 })).toEqual({ own: 0, public: 0 });
    // Once a stream has a cursor of its own, the old one is not read for it.
    server.pulls = [];
    await pull(session, 10);
    expect(server.pulls.map((p) => p.cursor)).toEqual([4, 3]);
  });

  it("refuses a page whose cursor does not move while more are promised", async () => {
    server.onPull = () => ({ changes: [], cursor: 0, hasMore: true });
    await expect(pull()).rejects.toThrow("did not move");
    server.onPull = () => json(200, { changes: "nope" });
    await expect(pull()).rejects.toThrow("Malformed");
  });

  it("a malformed page asked for ahead fails the pull once the page before it is stored", async () => {
    server.changes = [mood("m1"), mood("m2"), mood("m3")];
    const normal = server.onPull;
    server.onPull = (cursor, ...rest) =>
      cursor === 0 ? normal(cursor, ...rest) : json(200, { changes: "nope" });
    await expect(pull()).rejects.toThrow("Malformed");
    // Page 1 and its cursor are stored; the next pull asks again from there.
    expect(await db.moodEntries.count()).toBe(2);
    expect(await readCursor(db, OWN)).toBe(2);
    server.onPull = normal;
    await pull();
    expect(await db.moodEntries.count()).toBe(3);
    expect(asked("own").at(-1)).toBe(2);
  });

  it("skips and counts unknown entities and invalid rows, stores the rest and moves on", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { title: _, ...untitled } = testExperience({ id: "e-bad" });
    server.changes = [
      // Page 1: a newer server's entity, an experience without its title, a good mood.
      { entity: "venue", op: "upsert", id: "v1", data: { id: "v1", name: "Old Town Hall" } },
      { entity: "experience", op: "upsert", id: "e-bad", data: untitled },
      mood("m1"),
      // Page 2: the unknown entity's tombstone, then known rows (one with a field from the future).
      { entity: "venue", op: "delete", id: "v0" },
      experience("e1", { venueRating: 5 }),
      mood("m2"),
    ];

    expect(await pull(session, 3)).toEqual({
      received: 6,
      skipped: { unknownEntity: 2, invalidRow: 1 },
    });
    expect(asked("own")).toEqual([0, 4]);
    expect(asked(null)).toEqual([0]);
    expect(await readCursor(db, OWN)).toBe(6);
    expect(await readCursor(db, PUBLIC)).toBe(5);
    expect((await db.moodEntries.toArray()).map((m) => m.id)).toEqual(["m1", "m2"]);
    expect((await allExperiences(db)).map((e) => e.id)).toEqual(["e1"]);
    // Stored as the schema declares it: a field this build does not know is not kept.
    expect(await getExperience(db, "e1")).toEqual(withListFields(testExperience({ id: "e1" })));

    // Once per page that skipped something, naming what, never the rows' contents: the own
    // stream's first page (both venue changes), then the public stream's only one.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]).toEqual([
      "Sync pull skipped 2 of 3 changes",
      { unknownEntities: { venue: 2 }, invalidRows: [] },
    ]);
    expect(warn.mock.calls[1]).toEqual([
      "Sync pull skipped 1 of 2 changes",
      {
        unknownEntities: {},
        invalidRows: [{ entity: "experience", id: "e-bad", fields: ["title"] }],
      },
    ]);
    warn.mockRestore();

    // Nothing is asked again: the next sync starts after the skipped changes.
    expect(await pull(session, 3)).toEqual({
      received: 0,
      skipped: { unknownEntity: 0, invalidRow: 0 },
    });
    expect(asked("own").at(-1)).toBe(6);
    expect(asked(null).at(-1)).toBe(5);
  });

  it("skips a row whose value has the wrong type or an unknown choice", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.changes = [
      experience("e1", { price: "free" }),
      experience("e2", { difficultyLevel: "expert" }),
      mood("m1", "u1", 5),
      {
        entity: "moodEntry",
        op: "upsert",
        id: "m2",
        data: { id: "m2", userId: "u1", mood: "elated" },
      },
    ];
    expect((await pull(session, 10)).skipped).toEqual({ unknownEntity: 0, invalidRow: 3 });
    expect(await allExperiences(db)).toHaveLength(0);
    expect((await db.moodEntries.toArray()).map((m) => m.id)).toEqual(["m1"]);
    vi.restoreAllMocks();
  });
});

describe("pageTables", () => {
  it("locks only the page's entity tables, the cursor and the shadows", () => {
    const tables = pageTables([
      { entity: "experience", op: "delete", id: "a" },
      { entity: "favorite", op: "delete", id: "b" },
      { entity: "experience", op: "delete", id: "c" },
    ]);
    // experiencePages, packedListHead: a first sync stores experiences packed (decision 0018).
    expect(tables.sort()).toEqual([
      "experiencePages",
      "experiences",
      "favorites",
      "meta",
      "packedListHead",
      "shadows",
    ]);
  });
});
