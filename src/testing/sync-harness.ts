import { CultureWellDB, META_KEYS } from "#db/db.ts";
import type { MutationInput, MutationName } from "#domain/mutations.ts";
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineDeps,
  type Timers,
} from "#sync/engine.ts";
import { createMutex, type SyncLock } from "#sync/lock.ts";
import { type QueuedMutation, queueMutation } from "#sync/queue.ts";
import { removeSyncSession, writeSyncSession } from "#sync/sync-session.ts";
import { createFaultyFetch, type FaultyFetch } from "./faulty-fetch.ts";
import type { InProcessServer, SignedIn } from "./in-process-server.ts";

/**
 * Simulated devices for sync tests: each client has its own IndexedDB database (fake-indexeddb),
 * its own engine and its own fault-injecting fetch in front of one in-process server.
 */

let databases = 0;

/** Timers that only run when the test says so (the engine's backoff and debounce). */
export interface ManualTimers extends Timers {
  scheduled: { ms: number; callback: () => void; cancelled: boolean }[];
  /** Runs every pending callback once. */
  flush(): void;
}

export function manualTimers(): ManualTimers {
  const timers: ManualTimers = {
    scheduled: [],
    setTimeout: (callback, ms) => {
      const entry = { ms, callback, cancelled: false };
      timers.scheduled.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      if (handle) (handle as { cancelled: boolean }).cancelled = true;
    },
    flush: () => {
      const due = timers.scheduled.filter((t) => !t.cancelled);
      timers.scheduled = [];
      for (const t of due) t.callback();
    },
  };
  return timers;
}

export interface TestClient {
  db: CultureWellDB;
  engine: SyncEngine;
  faulty: FaultyFetch;
  timers: ManualTimers;
  user: SignedIn | null;
  signIn(user: SignedIn): Promise<void>;
  signOutLocally(): Promise<void>;
  /** Queues as the app does; `now` is the device's clock when the change is made (default now). */
  queue<N extends MutationName>(
    name: N,
    input: MutationInput<N>,
    now?: Date,
  ): Promise<QueuedMutation<N>>;
  /** A new engine on the same database: what a page reload does. */
  reload(): TestClient;
}

export interface ClientOptions extends Partial<SyncEngineDeps> {
  /** Reuse a database (a second tab of the same device). */
  db?: CultureWellDB;
  lock?: SyncLock;
  /** Reuse a network (a reload keeps the device's faults and request log). */
  faulty?: FaultyFetch;
}

export function createTestClient(server: InProcessServer, options: ClientOptions = {}): TestClient {
  const db = options.db ?? new CultureWellDB(`client-${++databases}-${Date.now()}`);
  const faulty = options.faulty ?? createFaultyFetch(server.fetch);
  const timers = manualTimers();
  const lock = options.lock ?? createMutex();
  const { faulty: _faulty, ...deps } = options;
  const engine = createSyncEngine({
    fetch: faulty.fetch,
    timers,
    lock,
    requestTimeoutMs: 60_000,
    ...deps,
    db,
  });
  const client: TestClient = {
    db,
    engine,
    faulty,
    timers,
    user: null,
    async signIn(user) {
      client.user = user;
      await writeSyncSession(db, { userId: user.userId, token: user.token });
      await db.meta.put({ key: META_KEYS.sessionUser, value: { id: user.userId } });
    },
    async signOutLocally() {
      client.user = null;
      await removeSyncSession(db);
    },
    queue(name, input, now) {
      if (!client.user) throw new Error("sign the test client in first");
      return queueMutation(db, name, input, { userId: client.user.userId, now });
    },
    reload() {
      const next = createTestClient(server, { ...options, db, lock, faulty });
      next.user = client.user;
      return next;
    },
  };
  return client;
}
