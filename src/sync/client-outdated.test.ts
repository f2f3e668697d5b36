import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CultureWellDB } from "#db/db.ts";
import { uuidv7 } from "#domain/ids.ts";
import { createFakeSyncServer, type FakeSyncServer, json } from "#testing/fake-sync-server.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { type ManualTimers, manualTimers } from "#testing/sync-harness.ts";
import { createSyncEngine, type SyncEngine } from "./engine.ts";
import { createApiClient, type FetchLike } from "./http.ts";
import { createMutex } from "./lock.ts";
import { queueMutation } from "./queue.ts";
import { writeSyncSession } from "./sync-session.ts";

let db: CultureWellDB;
let server: FakeSyncServer;
let timers: ManualTimers;
let engine: SyncEngine;
/** Every request that reached the server: path and its X-Sync-Protocol header. */
let seen: { path: string; protocol: string | null }[];
let n = 0;
const session = { userId: "u1", token: "t1" };

const recording =
  (fetch: FetchLike): FetchLike =>
  (input, init) => {
    const protocol = new Headers(init?.headers).get("X-Sync-Protocol");
    seen.push({ path: new URL(input, "http://localhost").pathname, protocol });
    return fetch(input, init);
  };

function makeEngine(fetch: FetchLike) {
  engine = createSyncEngine({
    db,
    fetch: recording(fetch),
    timers,
    lock: createMutex(),
    random: () => 0.5,
  });
  return engine;
}

const outdatedAnswer = () =>
  json(426, { code: "client_outdated", message: "Reload to update", minSupported: 2 });

beforeEach(async () => {
  db = new CultureWellDB(`outdated-test-${++n}`);
  server = createFakeSyncServer();
  timers = manualTimers();
  seen = [];
  await writeSyncSession(db, session);
  await queueMutation(db, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 5 }, session);
  makeEngine(server.fetch);
});
afterEach(async () => {
  engine.stop();
  db.close();
  await db.delete();
});

describe("an app whose sync protocol the server no longer serves", () => {
  it("sends its protocol version with every sync request, and only with those", async () => {
    await engine.sync();
    const rest = createApiClient({ fetch: recording(server.fetch) });
    await rest("/api/experiences").catch(() => undefined); // the fake answers 404; only headers count
    expect(seen).toEqual([
      { path: "/api/sync/push", protocol: "1" },
      { path: "/api/sync/pull", protocol: "1" },
      { path: "/api/sync/pull", protocol: "1" },
      { path: "/api/experiences", protocol: null },
    ]);
  });

  it("is marked outdated, keeps its changes, and sends nothing more until reloaded", async () => {
    server.onPush = outdatedAnswer;
    expect(await engine.sync()).toBe("outdated");
    expect(engine.store.getState()).toMatchObject({ outdated: true, lastError: "outdated" });
    expect(await db.outbox.count()).toBe(1);
    // No retry timer at all: only a reload onto a newer build can help.
    expect(timers.scheduled.filter((t) => !t.cancelled)).toEqual([]);

    // Any later trigger is answered on the device: the server hears nothing.
    await engine.sync();
    await engine.sync();
    expect(seen).toHaveLength(1);
    expect(engine.store.getState().outdated).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it("stays marked even if a later failure reports something else", async () => {
    server.onPush = outdatedAnswer;
    await engine.sync();
    engine.store.setState({ lastError: "offline" });
    expect(engine.store.getState().outdated).toBe(true);
  });

  it("a signed-out visitor's pull is refused the same way", async () => {
    await db.meta.clear();
    server.onPull = outdatedAnswer;
    await engine.sync();
    expect(engine.store.getState().outdated).toBe(true);
  });

  it("a 426 without the client_outdated code is an ordinary server failure", async () => {
    server.onPush = () => json(426, { message: "Upgrade" });
    await engine.sync();
    expect(engine.store.getState()).toMatchObject({ outdated: false, lastError: "server" });
  });
});

describe("against the real server", () => {
  let real: InProcessServer;
  beforeEach(async () => {
    real = await startInProcessServer();
  });
  afterEach(() => real.close());

  it("a version below the server's minimum ends in the outdated state", async () => {
    // This build speaks the current version; pretend to be one from before the minimum.
    const older: FetchLike = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("X-Sync-Protocol", "0");
      return real.fetch(input, { ...init, headers });
    };
    await db.meta.clear(); // a visitor: no account needed for the pull
    makeEngine(older);
    await engine.sync();
    expect(engine.store.getState()).toMatchObject({ outdated: true, lastError: "outdated" });

    makeEngine(real.fetch);
    expect(await engine.sync()).toBe("synced");
  });
});
