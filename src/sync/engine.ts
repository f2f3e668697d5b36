import { type CultureWellDB, getClientId, META_KEYS } from "#db/db.ts";
import { expandPages } from "#db/experience-pages.ts";
import { savePackedListHead } from "#db/experience-reads.ts";
import type { RejectionRow } from "#db/types.ts";
import { backoffDelay } from "./backoff.ts";
import { createApiClient, type FetchLike } from "./http.ts";
import { onLocalChange } from "./local-changes.ts";
import { defaultSyncLock, type SyncLock } from "./lock.ts";
import { pullAll } from "./pull.ts";
import { pushOutbox } from "./push.ts";
import { observeSyncStatus } from "./status-observer.ts";
import { createSyncStatusStore, type SyncStatusStore } from "./status-store.ts";
import { classifyFailure, describeError, retryAfterOf } from "./sync-errors.ts";
import { readSyncSession, type SyncSession } from "./sync-session.ts";
import { installTriggers, type TriggerTargets } from "./triggers.ts";

/**
 * The sync engine (README "How sync works", decision 0004): push the outbox, then
 * pull until the server has nothing more. No React: the page and the service worker both run it.
 * Everything it touches comes in through `deps`, so tests run several engines side by side
 * (two devices, two tabs, a reload) against one in-process server.
 */

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SyncEngineDeps {
  db: CultureWellDB;
  fetch?: FetchLike;
  baseUrl?: string;
  store?: SyncStatusStore;
  now?: () => Date;
  random?: () => number;
  lock?: SyncLock;
  timers?: Timers;
  /** Delay between a local change and its push (decision 0004, "Triggers": 300 ms). */
  debounceMs?: number;
  pullLimit?: number;
  pushBatchSize?: number;
  /** A request that hangs must not hold the sync lock forever. */
  requestTimeoutMs?: number;
  /** The server refused the token: mark the session expired (keep the outbox). */
  onUnauthorized?: (session: SyncSession) => void | Promise<void>;
  /** Changes the server refused in this run (the page shows a toast). */
  onRejected?: (rejections: RejectionRow[]) => void;
  /** Ask the browser for a Background Sync (the service worker syncs if the tab closes). */
  registerBackgroundSync?: () => Promise<void>;
  /**
   * Runs the move of packed rows into the table after a sync (decision 0018). By default the
   * sync waits for it (the service worker, tests); a page passes a scheduler that runs it once
   * the screen has read and drawn what the sync brought, since each page moved holds the
   * experiences' stores for a moment.
   */
  movePackedRows?: (move: () => Promise<void>) => void | Promise<void>;
}

/** `outdated`: the server no longer serves this build; nothing but a reload helps. */
export type SyncResult = "synced" | "offline" | "failed" | "unauthorized" | "outdated";

export interface SyncEngine {
  readonly store: SyncStatusStore;
  /** Runs a sync now, or joins the running one (which then goes round once more). */
  sync(): Promise<SyncResult>;
  /** A sync shortly (debounced): after a local change. */
  requestSync(): void;
  /** Installs the triggers (local changes, online, visible) and syncs once; returns `stop`. */
  start(targets?: TriggerTargets): () => void;
  stop(): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db } = deps;
  const api = createApiClient({ fetch: deps.fetch, baseUrl: deps.baseUrl });
  const store = deps.store ?? createSyncStatusStore();
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const lock = deps.lock ?? defaultSyncLock();
  const timers = deps.timers ?? defaultTimers;
  const debounceMs = deps.debounceMs ?? 300;
  const timeoutMs = deps.requestTimeoutMs ?? 30_000;
  const movePackedRows = deps.movePackedRows ?? ((move) => move());
  const signal = () =>
    typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeoutMs) : undefined;

  let failures = 0;
  let running: Promise<SyncResult> | null = null;
  let again = false;
  let retryTimer: unknown = null;
  let debounceTimer: unknown = null;
  let cleanups: (() => void)[] = [];

  function reportRejected(rejections: RejectionRow[]) {
    try {
      deps.onRejected?.(rejections);
    } catch (error) {
      console.error("Reporting refused changes failed", error); // the panel still lists them
    }
  }

  /** The pull has more pages to come: lists over its tables stop re-reading after each one. */
  function onMorePages() {
    if (!store.getState().bulkPull) store.setState({ bulkPull: true });
  }

  function clearTimer(handle: unknown) {
    if (handle !== null) timers.clearTimeout(handle);
  }

  /**
   * One sync, then the rows a first sync stored packed are moved into the table (decision
   * 0018). The move comes after the sync is marked done: the rows are on the device and on
   * screen before it, and it only changes how they are stored. Until it is done, the list's
   * head is saved beside the pages, so a reload meanwhile need not read every packed row.
   */
  async function runOnce(): Promise<SyncResult> {
    const result = await pushAndPull();
    await savePackedListHead(db).catch((error: unknown) =>
      console.error("Saving the packed list's head failed", error),
    );
    await movePackedRows(moveAll);
    return result;
  }

  async function moveAll(): Promise<void> {
    try {
      if ((await db.experiencePages.count()) === 0) return;
      store.setState({ movingPacked: true });
      await expandPages(db);
    } catch (error) {
      console.error("Moving packed rows failed", error);
    } finally {
      if (store.getState().movingPacked) store.setState({ movingPacked: false });
    }
  }

  async function pushAndPull(): Promise<SyncResult> {
    const session = await readSyncSession(db);
    store.setState({ syncing: true });
    try {
      if (session) {
        const clientId = await getClientId(db);
        await pushOutbox({
          db,
          api,
          session,
          clientId,
          now,
          signal,
          batchSize: deps.pushBatchSize,
          onRejected: reportRejected,
        });
      }
      await pullAll({ db, api, session, limit: deps.pullLimit, signal, onMorePages });
      failures = 0;
      clearTimer(retryTimer);
      retryTimer = null;
      const at = now().toISOString();
      await db.meta.put({ key: META_KEYS.lastSyncedAt, value: at });
      // The lists paused by a bulk pull read again only now, in the same update: their reads of
      // the whole table (10,000 rows deserialised on the main thread) started before this write
      // held it back by half a second at 10k.
      store.setState({
        online: true,
        lastSyncedAt: at,
        lastError: null,
        lastErrorMessage: null,
        nextRetryAt: null,
        bulkPull: false,
      });
      return "synced";
    } catch (error) {
      return handleFailure(error, session);
    } finally {
      // A failed pull ends its pause too: the lists show what was stored.
      store.setState(
        store.getState().bulkPull ? { syncing: false, bulkPull: false } : { syncing: false },
      );
    }
  }

  async function handleFailure(error: unknown, session: SyncSession | null): Promise<SyncResult> {
    const kind = classifyFailure(error);
    if (kind === "session-changed") {
      again = true; // start over for whoever is signed in now
      return "failed";
    }
    const message = describeError(error);
    if (kind === "unauthorized") {
      // Keep every entry; no retry timer: only a new sign-in can help (it triggers a sync).
      store.setState({ online: true, lastError: "unauthorized", lastErrorMessage: message });
      if (session) await deps.onUnauthorized?.(session);
      return "unauthorized";
    }
    if (kind === "outdated") {
      // Keep every entry; no timer and no Background Sync: the server refuses this build for
      // good, and the UI asks for a reload (the newer build pushes the same outbox).
      clearTimer(retryTimer);
      retryTimer = null;
      store.setState({ lastError: "outdated", lastErrorMessage: message, nextRetryAt: null });
      return "outdated";
    }
    failures += 1;
    const delay = backoffDelay(failures, random, retryAfterOf(error));
    clearTimer(retryTimer);
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      void sync();
    }, delay);
    store.setState({
      online: kind !== "offline",
      lastError: kind,
      lastErrorMessage: message,
      nextRetryAt: new Date(now().getTime() + delay).toISOString(),
    });
    void deps.registerBackgroundSync?.().catch(() => undefined);
    return kind === "offline" ? "offline" : "failed";
  }

  async function loop(): Promise<SyncResult> {
    let result: SyncResult;
    do {
      again = false;
      result = await lock(runOnce);
    } while (again && result !== "unauthorized" && result !== "offline" && result !== "outdated");
    return result;
  }

  function sync(): Promise<SyncResult> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  function requestSync() {
    clearTimer(debounceTimer);
    debounceTimer = timers.setTimeout(() => {
      debounceTimer = null;
      void sync();
    }, debounceMs);
  }

  /** The connection is back: retry at once, from the first backoff step. */
  function connectionBack() {
    failures = 0;
    store.setState({ online: true });
    void sync();
  }

  /**
   * Another syncer of this database (a second tab, the service worker) completed a sync while
   * this one still counts itself offline: the network is back, whatever this tab was told. A
   * tab whose `online` event came before its own failing request ended (or never came) would
   * otherwise wait out its backoff, which grows to minutes, showing "Offline" meanwhile.
   */
  function followOtherSyncers() {
    return store.subscribe((state, previous) => {
      const syncedElsewhere =
        state.lastSyncedAt !== null && state.lastSyncedAt !== previous.lastSyncedAt;
      if (syncedElsewhere && !state.online && !state.syncing) connectionBack();
    });
  }

  function start(targets?: TriggerTargets) {
    stop();
    cleanups = [
      observeSyncStatus(db, store),
      followOtherSyncers(),
      onLocalChange((name) => {
        if (name !== db.name) return;
        requestSync();
        void deps.registerBackgroundSync?.().catch(() => undefined);
      }),
      installTriggers(targets, {
        online: connectionBack,
        offline: () => store.setState({ online: false }),
        visible: () => void sync(),
      }),
    ];
    void sync();
    return stop;
  }

  function stop() {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    clearTimer(retryTimer);
    clearTimer(debounceTimer);
    retryTimer = null;
    debounceTimer = null;
  }

  return { store, sync, requestSync, start, stop };
}
