import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CultureWellDB, LIST_ORDER, META_KEYS } from "#db/db.ts";
import { expandOldestPage, expandPages } from "#db/experience-pages.ts";
import { allExperiences, countListedExperiences, getExperience } from "#db/experience-reads.ts";
import { experienceSearchKey } from "#domain/experience-list-fields.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { Change } from "#domain/sync-protocol.ts";
import { createFakeSyncServer, type FakeSyncServer } from "#testing/fake-sync-server.ts";
import { testExperience } from "#testing/fixtures.ts";
import { manualTimers } from "#testing/sync-harness.ts";
import { createSyncEngine } from "./engine.ts";
import { createApiClient, type FetchLike } from "./http.ts";
import { createMutex } from "./lock.ts";
import { pullAll } from "./pull.ts";
import { readCursor } from "./pull-streams.ts";
import { queueMutation } from "./queue.ts";
import { writeSyncSession } from "./sync-session.ts";

let db: CultureWellDB;
let server: FakeSyncServer;
let n = 0;
const session = { userId: "u1", token: "t1" };

beforeEach(async () => {
  db = new CultureWellDB(`pull-at-scale-${++n}`);
  server = createFakeSyncServer();
  await writeSyncSession(db, session);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const upsert = (id: string, extra: Record<string, unknown> = {}): Change => ({
  entity: "experience",
  op: "upsert",
  id,
  data: { ...testExperience({ id }), ...extra },
});
const pull = () =>
  pullAll({ db, api: createApiClient({ fetch: server.fetch }), session, limit: 2 });

/**
 * The fake server, answering a public page only once the page before it is written: a server
 * slower than the device's writes, so every page is its own write (pages that come while one is
 * written are written together: page-feed.ts).
 */
function pageByPage(): FetchLike {
  return async (input, init) => {
    const { searchParams } = new URL(input, "http://x");
    const from = Number(searchParams.get("cursor"));
    if (!searchParams.has("audience")) {
      while (
        (await readCursor(db, { cursorKey: META_KEYS.publicSyncCursor, scope: "public" })) < from
      ) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
    return server.fetch(input, init);
  };
}
describe("experiences' list fields through the pull and local edits", () => {
  it("stores a search key and a list date per row, and keeps them in step with later pulls", async () => {
    server.changes = [
      upsert("e1", { title: "Évening Choir", date: "2030-02-01T18:00:00.000Z" }),
      upsert("e2", { title: "Pottery", date: "2030-01-01T18:00:00.000Z" }),
      upsert("e3", { title: "Sketching", date: "2030-01-01T18:00:00.000Z" }),
    ];
    await pull();
    await expandPages(db);
    const e1 = await db.experiences.get("e1");
    expect(e1?.searchKey).toContain("evening choir");
    expect(e1?.listDate).toBe("2030-02-01T18:00:00.000Z");
    // Soonest first, the id breaking the tie: the server catalogue's order.
    expect(await db.experiences.orderBy(LIST_ORDER).primaryKeys()).toEqual(["e2", "e3", "e1"]);

    server.changes.push(
      upsert("e1", { title: "Morning Drums", date: "2029-12-01T10:00:00.000Z" }),
      upsert("e2", { isActive: false }),
      { entity: "experience", op: "delete", id: "e3" },
    );
    await pull();
    expect(await db.experiencePages.count()).toBe(0); // the table holds rows: nothing is packed
    const edited = await db.experiences.get("e1");
    expect(edited?.searchKey).toBe(experienceSearchKey(edited ?? {}));
    expect(edited?.searchKey).toContain("morning drums");
    expect(edited?.searchKey).not.toContain("choir");
    // The inactive row is stored but out of the list; the deleted one is gone.
    expect(await db.experiences.get("e2")).toBeDefined();
    expect(await db.experiences.orderBy(LIST_ORDER).primaryKeys()).toEqual(["e1"]);
  });

  it("recomputes them on a local edit (the mutation's effect writes the row)", async () => {
    const id = uuidv7();
    server.changes = [upsert(id, { title: "Choir" })];
    await pull();
    const args = { ...testExperience({ id }), title: "Drawing Club" };
    await queueMutation(db, "experience.update", args, session);
    const row = await db.experiences.get(id);
    expect(row?.title).toBe("Drawing Club");
    expect(row?.searchKey).toContain("drawing club");
    expect(row?.searchKey).not.toContain("choir");
  });
});

describe("a first sync's experiences, packed (decision 0018)", () => {
  const ids = ["e1", "e2", "e3", "e4", "e5"];

  it("stores one record per write, which every read sees, until expandPages moves them in", async () => {
    server.changes = ids.map((id) => upsert(id));
    await pullAll({ db, api: createApiClient({ fetch: pageByPage() }), session, limit: 2 });
    expect(await db.experiences.count()).toBe(0);
    expect(await db.experiencePages.count()).toBe(3); // pages of 2: e1 e2 | e3 e4 | e5
    expect((await allExperiences(db)).map((e) => e.id)).toEqual(ids);
    expect((await getExperience(db, "e4"))?.searchKey).toBe(experienceSearchKey(testExperience()));
    await expandPages(db);
    expect(await db.experiencePages.count()).toBe(0);
    expect(await db.experiences.orderBy(":id").primaryKeys()).toEqual(ids);
    expect(await db.experiences.get("e4")).toEqual(await getExperience(db, "e4"));
  });

  it("a later pull over remaining pages moves them first, then writes its rows over them", async () => {
    server.changes = ids.map((id) => upsert(id));
    await pull();
    await expandOldestPage(db); // e1 e2 in the table, e3…e5 still packed
    server.changes.push(upsert("e3", { title: "Renamed" }), {
      entity: "experience",
      op: "delete",
      id: "e5",
    });
    await pull();
    expect(await db.experiencePages.count()).toBe(0);
    expect(await db.experiences.orderBy(":id").primaryKeys()).toEqual(["e1", "e2", "e3", "e4"]);
    expect((await db.experiences.get("e3"))?.title).toBe("Renamed");
  });

  it("writes the pages that came while it wrote in one transaction, as one record", async () => {
    server.changes = ids.map((id) => upsert(id));
    // The fake server answers at once: all three pages are in before the first write.
    expect((await pull()).received).toBe(5);
    expect(await db.experiencePages.count()).toBe(1);
    expect((await allExperiences(db)).map((e) => e.id)).toEqual(ids);
    expect(await readCursor(db, { cursorKey: META_KEYS.publicSyncCursor, scope: "public" })).toBe(
      5,
    );
  });

  it("keeps later pages' versions and deletes when a first sync carries one id twice", async () => {
    server.changes = [
      upsert("e1", { title: "First" }),
      upsert("e2"),
      upsert("e1", { title: "Second" }),
      { entity: "experience", op: "delete", id: "e2" },
    ];
    await pull();
    expect((await allExperiences(db)).map((e) => [e.id, e.title])).toEqual([["e1", "Second"]]);
    await expandPages(db);
    expect((await db.experiences.toArray()).map((e) => [e.id, e.title])).toEqual([
      ["e1", "Second"],
    ]);
  });
});

describe("a bulk pull", () => {
  it("asks for the next page while writing this one, and says so before each page with more", async () => {
    server.changes = ["e1", "e2", "e3", "e4", "e5"].map((id) => upsert(id));
    const events: string[] = [];
    const fetch = pageByPage();
    const api = createApiClient({
      fetch: (input, init) => {
        const { searchParams } = new URL(input, "http://x");
        const own = searchParams.get("audience") === "own" ? " own" : "";
        events.push(`fetch ${searchParams.get("cursor")}${own}`);
        return fetch(input, init);
      },
    });
    await pullAll({ db, api, session, limit: 2, onMorePages: () => events.push("more") });
    // Both streams' first pages are asked for at once; page 2 is asked for before page 1 is
    // written (pipelined), and answered once it is; the last page says nothing.
    expect(events).toEqual(["fetch 0 own", "fetch 0", "fetch 2", "more", "fetch 4", "more"]);
    expect(await countListedExperiences(db)).toBe(5);
  });

  it("sets the status store's bulkPull flag while pages follow, and clears it at the end", async () => {
    server.changes = ["e1", "e2", "e3", "e4", "e5"].map((id) => upsert(id));
    const engine = createSyncEngine({
      db,
      fetch: pageByPage(),
      timers: manualTimers(),
      lock: createMutex(),
      pullLimit: 2,
    });
    const seen: boolean[] = [];
    let syncedWhenResumed: string | null | undefined;
    engine.store.subscribe((s, before) => {
      if (s.bulkPull !== before.bulkPull) seen.push(s.bulkPull);
      if (before.bulkPull && !s.bulkPull) syncedWhenResumed = s.lastSyncedAt;
    });
    expect(await engine.sync()).toBe("synced");
    expect(seen).toEqual([true, false]);
    // The lists resume only once the sync's last write is done, never racing it for IndexedDB.
    expect(syncedWhenResumed).toBe((await db.meta.get(META_KEYS.lastSyncedAt))?.value);
    expect(syncedWhenResumed).toBeTruthy();

    // A one-page pull (the everyday case) never pauses the lists.
    server.changes.push(upsert("e6"));
    seen.length = 0;
    expect(await engine.sync()).toBe("synced");
    expect(seen).toEqual([]);
    engine.stop();
  });
});

describe("moving a first sync's packed rows (decision 0018)", () => {
  it("happens after the sync is done, through the page's scheduler, with the lists paused", async () => {
    server.changes = ["e1", "e2", "e3", "e4", "e5"].map((id) => upsert(id));
    const moves: (() => Promise<void>)[] = [];
    const engine = createSyncEngine({
      db,
      fetch: server.fetch,
      timers: manualTimers(),
      lock: createMutex(),
      pullLimit: 2,
      movePackedRows: (move) => void moves.push(move),
    });
    const moving: boolean[] = [];
    engine.store.subscribe((s, before) => {
      if (s.movingPacked !== before.movingPacked) moving.push(s.movingPacked);
    });
    expect(await engine.sync()).toBe("synced");
    // Synced and readable while still packed: the move waits for the page's scheduler, and the
    // list's head is saved beside the pages for a reload meanwhile.
    expect(await db.experiences.count()).toBe(0);
    expect(await countListedExperiences(db)).toBe(5);
    const head = await db.packedListHead.get("head");
    expect(head?.listed).toBe(5);
    expect(head?.rows.map((row) => row.id)).toEqual(["e1", "e2", "e3", "e4", "e5"]);
    expect(moves).toHaveLength(1);
    await moves[0]?.();
    expect(moving).toEqual([true, false]);
    expect(await db.experiencePages.count()).toBe(0);
    expect(await db.packedListHead.count()).toBe(0);
    expect(await db.experiences.orderBy(":id").primaryKeys()).toEqual([
      "e1",
      "e2",
      "e3",
      "e4",
      "e5",
    ]);
    // With nothing packed a move says nothing (every sync asks for one).
    server.changes.push(upsert("e6"));
    expect(await engine.sync()).toBe("synced");
    await moves[1]?.();
    expect(moving).toEqual([true, false]);
    expect(await db.experiences.get("e6")).toBeDefined();
    engine.stop();
  });
});
