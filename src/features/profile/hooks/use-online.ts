import { useStore } from "zustand";
import { syncStatusStore } from "#sync/status-store.ts";

/**
 * Whether the server can be reached, as the sync status knows it (the browser's online/offline
 * events and the last request's outcome). While it is false, the account's online-only actions
 * say why they cannot run (they are never queued); a submit checks again and keeps the input.
 */
export function useOnline(): boolean {
  return useStore(syncStatusStore, (s) => s.online);
}
