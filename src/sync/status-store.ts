import { createStore, type StoreApi } from "zustand/vanilla";
import type { RejectionRow } from "#db/types.ts";

/**
 * Sync status for the header badge and the sync panel (decision 0004, "Status"). A vanilla
 * zustand store: the engine (no React, also in the service worker) writes it; React reads it with
 * `useStore`. Pending count, rejections and last sync time are read from IndexedDB (see
 * status-observer.ts), so every tab shows the same numbers whoever synced.
 */

/** Why the last sync did not finish. The UI words each kind; `lastErrorMessage` is for logs. */
export type SyncErrorKind = "offline" | "server" | "unauthorized" | "outdated";

export interface SyncStatusState {
  /** False after a network failure or the browser's `offline` event, true after any answer. */
  online: boolean;
  /** Local changes of the current user not yet saved on the server. */
  pending: number;
  syncing: boolean;
  /**
   * A pull of several pages is being written (a first sync, a long absence). Lists over the
   * pulled tables re-read at most about once a second meanwhile, and once when it ends, instead
   * of after every page: at 50,000 rows a re-read per page made the pull itself quadratic.
   */
  bulkPull: boolean;
  /**
   * A first sync's packed rows are being moved into their table (decision 0018). What the
   * device holds does not change, so lists keep their answer meanwhile and read once more at
   * the end, rather than after each page moved (50 re-reads of 50,000 rows at 50k).
   */
  movingPacked: boolean;
  lastSyncedAt: string | null;
  lastError: SyncErrorKind | null;
  lastErrorMessage: string | null;
  /** When the next automatic retry is due (backoff), if one is scheduled. */
  nextRetryAt: string | null;
  /** A sync token is present (a signed-in user whose changes can be sent). */
  signedIn: boolean;
  /** Changes the server refused, newest first, until the user dismisses them. */
  rejected: RejectionRow[];
  /**
   * The server no longer serves this build's sync protocol: nothing syncs until the app is
   * reloaded onto a newer version (the UI says so). Set from `lastError: "outdated"`.
   */
  outdated: boolean;
  /**
   * The live connection (docs/decisions/0022-live-pokes.md): open, replaced by a pull every
   * 30 s because it cannot be held, or neither (hidden, offline, reconnecting, or no page).
   */
  live: "connected" | "polling" | "off";
}

export type SyncStatusStore = StoreApi<SyncStatusState>;

export function initialSyncStatus(): SyncStatusState {
  return {
    online: globalThis.navigator?.onLine !== false,
    pending: 0,
    syncing: false,
    bulkPull: false,
    movingPacked: false,
    lastSyncedAt: null,
    lastError: null,
    lastErrorMessage: null,
    nextRetryAt: null,
    signedIn: false,
    rejected: [],
    outdated: false,
    live: "off",
  };
}

export function createSyncStatusStore(): SyncStatusStore {
  const store = createStore<SyncStatusState>()(() => initialSyncStatus());
  // Sticky: an outdated build stays outdated until the page reloads with newer code, whatever a
  // later failure (offline, say) writes to `lastError`, so the reload prompt cannot vanish.
  store.subscribe((state) => {
    if (state.lastError === "outdated" && !state.outdated) store.setState({ outdated: true });
  });
  return store;
}

/** The page's store (one engine per tab writes it). */
export const syncStatusStore: SyncStatusStore = createSyncStatusStore();
