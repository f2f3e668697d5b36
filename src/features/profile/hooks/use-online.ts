import { useStore } from "zustand";
import { syncStatusStore } from "#sync/status-store.ts";

/**
 * Whether the server can be reached, as the sync status knows it (the browser's online/offline
 * events and the last request's outcome). The account's online-only actions are disabled, with
 * a reason, while it is false.
 */
export function useOnline(): boolean {
  return useStore(syncStatusStore, (s) => s.online);
}
