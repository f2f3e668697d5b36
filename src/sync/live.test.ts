import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CultureWellDB, META_KEYS } from "#db/db.ts";
import { type ManualTimers, manualTimers } from "#testing/sync-harness.ts";
import type { FetchLike } from "./http.ts";
import { createLivePokes, LIVE, type LivePokes } from "./live.ts";
import { createSyncStatusStore, type SyncStatusStore } from "./status-store.ts";
import { writeSyncSession } from "./sync-session.ts";

/** One `GET /api/events` the fake server holds open; the test writes to it. */
interface Connection {
  token: string | null;
  aborted: boolean;
  send(text: string): void;
  end(): void;
  fail(): void;
}

function fakeEventServer() {
  const encoder = new TextEncoder();
  const connections: Connection[] = [];
  /** Answers to the next requests instead of a stream: a refusal, or "network" (no answer). */
  const refusals: (Response | "network")[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const refusal = refusals.shift();
    if (refusal === "network") throw new TypeError("Failed to fetch");
    if (refusal) return refusal;
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        stream = c;
      },
    });
    const quietly = (act: () => void) => {
      try {
        act();
      } catch {
        // Already closed.
      }
    };
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
    const connection: Connection = {
      token: authorization?.replace("Bearer ", "") ?? null,
      aborted: false,
      send: (text) => stream.enqueue(encoder.encode(text)),
      end: () => quietly(() => stream.close()),
      fail: () => quietly(() => stream.error(new TypeError("network error"))),
    };
    init?.signal?.addEventListener("abort", () => {
      connection.aborted = true;
      quietly(() => stream.error(new DOMException("Aborted", "AbortError")));
    });
    connections.push(connection);
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  };
  return { fetch, connections, refusals, last: () => connections.at(-1) as Connection };
}

const moved = (stream: string, cursor: number) =>
  `event: moved\ndata: {"stream":"${stream}","cursor":${cursor}}\n\n`;
const heads = (own: number, pub: number) =>
  `event: heads\ndata: {"public":${pub},"own":${own}}\n\n`;

let n = 0;
let db: CultureWellDB;
let server: ReturnType<typeof fakeEventServer>;
let timers: ManualTimers;
let store: SyncStatusStore;
let live: LivePokes;
let doc: EventTarget & { visibilityState: string };
let win: EventTarget;
const sync = vi.fn(async () => "synced" as const);

const storeCursors = (own: number, pub: number) =>
  db.meta.bulkPut([
    { key: META_KEYS.ownSyncCursor, value: { scope: "u1", seq: own } },
    { key: META_KEYS.publicSyncCursor, value: { scope: "public", seq: pub } },
  ]);
const active = () => timers.scheduled.filter((t) => !t.cancelled);
/** Runs the pending timers of `ms` (a backoff step, the poll, the held mark). */
const run = (match: (ms: number) => boolean) => {
  const due = active().filter((t) => match(t.ms));
  for (const t of due) {
    t.cancelled = true;
    t.callback();
  }
  return due.length;
};
/** The backoff's first steps (with `random` 0.5: 750, 1500, 3000 ms). */
const backoff = (ms: number) => ms < LIVE.heldMs;
const connected = (count: number) =>
  vi.waitFor(() => expect(server.connections).toHaveLength(count));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const setVisibility = (state: "visible" | "hidden") => {
  doc.visibilityState = state;
  doc.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(async () => {
  db = new CultureWellDB(`live-test-${++n}`);
  server = fakeEventServer();
  timers = manualTimers();
  store = createSyncStatusStore();
  sync.mockClear();
  doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  win = new EventTarget();
  await writeSyncSession(db, { userId: "u1", token: "t1" });
  await storeCursors(3, 10);
  live = createLivePokes({
    db,
    sync,
    fetch: server.fetch,
    timers,
    random: () => 0.5,
    targets: { window: win, document: doc },
    store,
  });
  live.start();
  await connected(1);
});
afterEach(async () => {
  live.stop();
  db.close();
  await db.delete();
});

describe("live pokes", () => {
  it("listens with the session's token; a poke beyond the stored cursor asks for one sync", async () => {
    expect(server.last().token).toBe("t1");
    await vi.waitFor(() => expect(store.getState().live).toBe("connected"));
    let finish = () => {};
    sync.mockImplementation(async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      await storeCursors(4, 14); // the pull reached the server's heads
      return "synced";
    });
    const connection = server.last();
    const burst = moved("public", 11) + moved("own", 4);
    for (let cut = 0; cut < burst.length; cut += 37) connection.send(burst.slice(cut, cut + 37));
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    // More pokes while that sync runs: checked against the cursors it stores.
    connection.send(moved("public", 12) + moved("public", 14));
    await settle();
    finish();
    connection.send(moved("public", 13));
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it("asks for no sync for a poke at or below the stored cursors, heads included", async () => {
    server.last().send(heads(3, 10) + moved("public", 9) + moved("own", 3));
    await settle();
    expect(sync).not.toHaveBeenCalled();
    server.last().send(heads(4, 10));
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
  });

  it("closes while the tab is hidden or offline, and opens again when it is back", async () => {
    setVisibility("hidden");
    expect(server.last().aborted).toBe(true);
    expect(store.getState().live).toBe("off");
    setVisibility("visible");
    await connected(2);
    win.dispatchEvent(new Event("offline"));
    expect(server.last().aborted).toBe(true);
    win.dispatchEvent(new Event("online"));
    await connected(3);
    expect(active().filter((t) => backoff(t.ms))).toEqual([]); // nothing left to retry
  });

  it("reconnects with backoff, then pulls every 30 s while the connection cannot be held", async () => {
    server.last().fail();
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([750]));
    expect(run(backoff)).toBe(1);
    await connected(2);
    server.last().end(); // ended before it was held: a failure too
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([1500]));
    server.refusals.push("network");
    run(backoff);
    await vi.waitFor(() =>
      expect(
        active()
          .map((t) => t.ms)
          .sort((a, b) => a - b),
      ).toEqual([3000, LIVE.pollMs]),
    );
    expect(store.getState().live).toBe("polling");
    expect(sync).not.toHaveBeenCalled();
    run((ms) => ms === LIVE.pollMs);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(active().map((t) => t.ms)).toContain(LIVE.pollMs); // and again in 30 s

    // Hidden, nothing runs; visible, it tries at once and polls meanwhile.
    setVisibility("hidden");
    expect(active()).toEqual([]);
    setVisibility("visible");
    await connected(3);
    await vi.waitFor(() => expect(store.getState().live).toBe("connected"));
    const open = [LIVE.heldMs, LIVE.pollMs, LIVE.silentMs];
    expect(
      active()
        .map((t) => t.ms)
        .sort((a, b) => a - b),
    ).toEqual(open);

    // Held for a while: the failures are forgotten and the polling stops.
    run((ms) => ms === LIVE.heldMs);
    expect(active().map((t) => t.ms)).toEqual([LIVE.silentMs]);
    server.last().fail();
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([750]));
  });

  it("gives up on a connection that stays silent past the keep-alive", async () => {
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toContain(LIVE.silentMs));
    server.last().send(": ping\n\n");
    const silences = () => timers.scheduled.filter((t) => t.ms === LIVE.silentMs);
    await vi.waitFor(() => expect(silences()).toHaveLength(2)); // the ping restarted the watch
    run((ms) => ms === LIVE.silentMs);
    expect(server.last().aborted).toBe(true);
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([750]));
    run(backoff);
    await connected(2);
  });

  it("honours a 429's Retry-After", async () => {
    const tooMany = () =>
      Response.json({ message: "Too many" }, { status: 429, headers: { "Retry-After": "20" } });
    server.refusals.push(tooMany());
    server.last().fail();
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([750]));
    run(backoff);
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([20_000]));
  });

  it("stops on a 401, leaves it to the engine, and listens again with the next session", async () => {
    server.refusals.push(Response.json({ message: "Unauthorized" }, { status: 401 }));
    server.last().end();
    await vi.waitFor(() => expect(active().map((t) => t.ms)).toEqual([750]));
    run(backoff);
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
    expect(active()).toEqual([]);
    expect(store.getState().live).toBe("off");
    expect(server.connections).toHaveLength(1);

    // The engine ended the session: a visitor listens to the public stream.
    await db.meta.delete(META_KEYS.sessionToken);
    await connected(2);
    expect(server.last().token).toBeNull();
    // A sign-in: the new token.
    await writeSyncSession(db, { userId: "u2", token: "t2" });
    await connected(3);
    expect(server.connections[1]?.aborted).toBe(true);
    expect(server.last().token).toBe("t2");
  });

  it("stops listening when stopped", async () => {
    live.stop();
    expect(server.last().aborted).toBe(true);
    expect(active()).toEqual([]);
    setVisibility("hidden");
    setVisibility("visible");
    await settle();
    expect(server.connections).toHaveLength(1);
  });
});
