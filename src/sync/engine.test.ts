import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CultureWellDB } from "#db/db.ts";
import type { RejectionRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import { SYNC_LIMITS } from "#domain/sync-protocol.ts";
import { createFakeSyncServer, type FakeSyncServer, json } from "#testing/fake-sync-server.ts";
import { type ManualTimers, manualTimers } from "#testing/sync-harness.ts";
import { createSyncEngine, type SyncEngine, type SyncEngineDeps } from "./engine.ts";
import { createMutex } from "./lock.ts";
import { queueMutation } from "./queue.ts";
import { writeSyncSession } from "./sync-session.ts";

let db: CultureWellDB;
let server: FakeSyncServer;
let timers: ManualTimers;
let engine: SyncEngine;
let n = 0;
const session = { userId: "u1", token: "t1" };

function makeEngine(deps: Partial<SyncEngineDeps> = {}) {
  engine = createSyncEngine({
    db,
    fetch: server.fetch,
    timers,
    lock: createMutex(),
    random: () => 0.5,
    ...deps,
  });
  return engine;
}

beforeEach(async () => {
  db = new CultureWellDB(`engine-test-${++n}`);
  server = createFakeSyncServer();
  timers = manualTimers();
  await writeSyncSession(db, session);
  makeEngine();
});
afterEach(async () => {
  engine.stop();
  db.close();
  await db.delete();
});

const queueMoods = async (count: number) => {
  for (let i = 0; i < count; i++) {
    await queueMutation(db, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 5 }, session);
  }
};
/** Syncs that reached the pull: each asks for the public stream's first page once. */
const publicPulls = () => server.pulls.filter((p) => p.audience === null).length;
const activeTimers = () => timers.scheduled.filter((t) => !t.cancelled);
const flushDexie = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("sync engine", () => {
  it("pushes in queue order, in batches of at most SYNC_LIMITS.maxPushBatch, then pulls", async () => {
    const max = SYNC_LIMITS.maxPushBatch;
    await queueMoods(2 * max + max / 2);
    const queued = (await db.outbox.orderBy("seq").toArray()).map((e) => e.id);
    expect(await engine.sync()).toBe("synced");
    expect(server.pushes.map((p) => p.mutations.length)).toEqual([max, max, max / 2]);
    expect(server.pushes.flatMap((p) => p.mutations.map((m) => m.id))).toEqual(queued);
    expect(server.pushes.every((p) => p.token === "t1")).toBe(true);
    // The user's own stream with their token, then the public one as a visitor's.
    expect(server.pulls.map((p) => [p.audience, p.token])).toEqual([
      ["own", "t1"],
      [null, null],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.store.getState()).toMatchObject({ lastError: null, syncing: false });
    expect(engine.store.getState().lastSyncedAt).not.toBeNull();
  });

  it("joins a running sync instead of starting a second one", async () => {
    await queueMoods(3);
    const results = await Promise.all([engine.sync(), engine.sync(), engine.sync()]);
    expect(results).toEqual(["synced", "synced", "synced"]);
    expect(server.pushes).toHaveLength(1);
  });

  it("401: keeps every entry, reports it once, and does not retry by itself", async () => {
    const onUnauthorized = vi.fn();
    makeEngine({ onUnauthorized });
    await queueMoods(2);
    server.onPush = () => json(401, { message: "Not signed in" });
    expect(await engine.sync()).toBe("unauthorized");
    expect(onUnauthorized).toHaveBeenCalledWith(session);
    expect(await db.outbox.count()).toBe(2);
    expect(activeTimers()).toHaveLength(0);
    expect(engine.store.getState().lastError).toBe("unauthorized");
  });

  it("a refusal removes the entry, records why, and reports it", async () => {
    const onRejected = vi.fn<(r: RejectionRow[]) => void>();
    makeEngine({ onRejected });
    await queueMoods(2);
    server.onPush = (mutations) =>
      mutations.map((m, i) =>
        i === 0
          ? {
              id: m.id,
              status: "rejected" as const,
              error: { code: "mood_required", message: "Nope" },
            }
          : { id: m.id, status: "applied" as const },
      );
    expect(await engine.sync()).toBe("synced");
    expect(await db.outbox.count()).toBe(0);
    expect(await db.moodEntries.count()).toBe(1); // the refused one is undone
    expect(onRejected).toHaveBeenCalledWith([
      expect.objectContaining({ name: "mood.log", code: "mood_required", message: "Nope" }),
    ]);
  });

  it("server trouble: keeps the outbox, backs off, honours Retry-After", async () => {
    await queueMoods(1);
    server.onPush = () => json(503, { message: "Busy" }, { "Retry-After": "20" });
    expect(await engine.sync()).toBe("failed");
    expect(activeTimers().map((t) => t.ms)).toEqual([20_000]);
    expect(engine.store.getState()).toMatchObject({ lastError: "server", online: true });
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1 });

    server.onPush = () => json(200, { nonsense: true });
    expect(await engine.sync()).toBe("failed"); // a malformed answer is not trusted
    expect(await db.outbox.count()).toBe(1);

    server.onPush = (m) => m.map((x) => ({ id: x.id, status: "applied" as const }));
    timers.flush();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it("never pushes another user's entries; pulls public rows only when signed out", async () => {
    await queueMutation(
      db,
      "mood.log",
      { id: uuidv7(), mood: "sad", intensity: 2 },
      { userId: "u2" },
    );
    expect(await engine.sync()).toBe("synced");
    expect(server.pushes).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    await db.meta.clear();
    expect(await engine.sync()).toBe("synced");
    expect(server.pushes).toHaveLength(0);
    expect(server.pulls.at(-1)?.token).toBeNull();
  });

  it("start(): syncs at once, 300 ms after a local change, on `online` and when visible", async () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: "hidden" });
    engine.start({ window: win, document: doc });
    await vi.waitFor(() => expect(publicPulls()).toBe(1));

    await queueMoods(1);
    const debounce = activeTimers().find((t) => t.ms === 300);
    expect(debounce).toBeDefined();
    timers.flush();
    await vi.waitFor(() => expect(server.pushes).toHaveLength(1));

    win.dispatchEvent(new Event("offline"));
    expect(engine.store.getState().online).toBe(false);
    win.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(publicPulls()).toBe(3));

    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(publicPulls()).toBe(4));
  });

  it("start(): the status store follows the outbox (pending count)", async () => {
    server.onPush = () => json(503, { message: "Busy" });
    engine.start({ window: null, document: null });
    await queueMoods(3);
    await vi.waitFor(() => expect(engine.store.getState().pending).toBe(3));
    expect(engine.store.getState().signedIn).toBe(true);
    server.onPush = (m) => m.map((x) => ({ id: x.id, status: "applied" as const }));
    await engine.sync();
    await flushDexie();
    await vi.waitFor(() => expect(engine.store.getState().pending).toBe(0));
  });

  it("start(): another tab's completed sync brings an offline tab back at once", async () => {
    // This tab never hears `online` (or heard it before its own request failed): without the
    // other tab's sign it would wait out its backoff, minutes after a long time offline.
    let networkUp = false;
    const fetch: typeof server.fetch = (...args) =>
      networkUp ? server.fetch(...args) : Promise.reject(new TypeError("Failed to fetch"));
    const tab = makeEngine({ fetch });
    tab.start({ window: null, document: null });
    await vi.waitFor(() => expect(tab.store.getState()).toMatchObject({ online: false }));
    await queueMoods(1);
    const pullsBefore = publicPulls();

    networkUp = true;
    const other = createSyncEngine({ db, fetch: server.fetch, timers, lock: createMutex() });
    expect(await other.sync()).toBe("synced");
    // No timer fired and no event came: the other tab's sync, seen in IndexedDB, was enough.
    await vi.waitFor(() => expect(tab.store.getState()).toMatchObject({ online: true }));
    await vi.waitFor(() => expect(publicPulls()).toBe(pullsBefore + 2));
    expect(tab.store.getState().lastError).toBeNull();
    tab.stop();
  });

  it("a network failure marks the device offline and asks for a Background Sync", async () => {
    const registerBackgroundSync = vi.fn(() => Promise.resolve());
    makeEngine({
      registerBackgroundSync,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await queueMoods(1);
    expect(await engine.sync()).toBe("offline");
    expect(engine.store.getState()).toMatchObject({ online: false, lastError: "offline" });
    expect(registerBackgroundSync).toHaveBeenCalled();
    expect(activeTimers()[0]?.ms).toBe(750); // first retry: 1 s with jitter
  });
});
