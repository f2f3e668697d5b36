import { db } from "#db/db.ts";
import { showRejectionToast } from "#features/sync/index.ts";
import { expireSession } from "#session/session.ts";
import { useSessionStore } from "#session/session-store.ts";
import { createSyncEngine, type SyncEngine } from "#sync/engine.ts";
import { createLivePokes } from "#sync/live.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { setActiveSync } from "#sync/sync-control.ts";
import { onSyncRequested } from "./pwa/sync-requests.ts";
import { toastNewRejections } from "./rejection-toasts.ts";

/** Background Sync tag; the service worker's `sync` handler runs the engine for it (src/sw.ts). */
export const BACKGROUND_SYNC_TAG = "culturewell-sync";

let engine: SyncEngine | null = null;

/**
 * Starts the page's sync engine (loaded after the first render, outside the initial bundle):
 * sync now, on `online`, when the tab becomes visible, 300 ms after a local change, when the
 * service worker asks, whenever the session's token changes (a sign-in continues an expired
 * user's queue; a sign-out switches to the public pull), and when a live poke says a stream
 * moved (docs/decisions/0022-live-pokes.md; the page only, never the service worker).
 */
export function startSync(): SyncEngine {
  if (engine) return engine;
  const started = createSyncEngine({
    db,
    store: syncStatusStore,
    onUnauthorized: (session) => expireSession(session.token),
    registerBackgroundSync,
    movePackedRows: afterTheScreenSettles,
  });
  // From the recorded refusals, not the engine's callback: a change pushed by the service
  // worker's Background Sync (registered on every local change) is refused there, not here.
  toastNewRejections(syncStatusStore, showRejectionToast);
  engine = started;
  started.start();
  setActiveSync(() => started.sync());
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void started.sync();
  });
  onSyncRequested(() => void started.sync());
  createLivePokes({ db, sync: () => started.sync(), store: syncStatusStore }).start();
  return started;
}

/** How long after a sync the page waits before moving packed rows (decision 0018). */
const MOVE_PACKED_AFTER_MS = 2000;

/**
 * The move of a first sync's packed rows into the table, once the screen has read and drawn
 * what the sync brought (its reads would queue behind each page moved) and the page is idle.
 */
function afterTheScreenSettles(move: () => Promise<void>): void {
  setTimeout(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    idle(() => void move(), { timeout: MOVE_PACKED_AFTER_MS });
  }, MOVE_PACKED_AFTER_MS);
}

/** Chromium's Background Sync: the service worker syncs even if every tab is closed. */
async function registerBackgroundSync(): Promise<void> {
  const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(BACKGROUND_SYNC_TAG);
}
