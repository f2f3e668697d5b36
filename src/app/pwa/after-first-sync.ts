import { type SyncStatusStore, syncStatusStore } from "#sync/status-store.ts";

/** At the latest: a catalogue too big to sync by then still gets its offline copy meanwhile. */
const FIRST_SYNC_WAIT_MS = 10_000;

/**
 * Runs `task` once this device has synced at least once (a `lastSyncedAt`, from this run or an
 * earlier visit), or once a sync attempt has failed (offline, refused), or after
 * FIRST_SYNC_WAIT_MS at the latest.
 *
 * Why: the service worker's install downloads its whole precache (about 120 files)
 * and stores it while a first visit's sync writes the catalogue into IndexedDB; both land in
 * the browser process, and on a 2-core machine the download made a 10,000-row first sync about
 * 0.45 s slower (of ~2.1 s in a normal profile). A returning device has a `lastSyncedAt` and
 * registers at once; a first visit waits for its catalogue, which is what it came for.
 */
export function afterFirstSync(
  task: () => void,
  store: SyncStatusStore = syncStatusStore,
  waitMs: number = FIRST_SYNC_WAIT_MS,
): void {
  let done = false;
  const settled = () => {
    const { lastSyncedAt, lastError } = store.getState();
    return lastSyncedAt !== null || lastError !== null;
  };
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    task();
  };
  const unsubscribe = store.subscribe(() => {
    if (settled()) run();
  });
  const timer = setTimeout(run, waitMs);
  if (settled()) run();
}
