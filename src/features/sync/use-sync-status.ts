import { useStore } from "zustand";
import { type SyncStatusState, syncStatusStore } from "#sync/status-store.ts";

/** The page's sync status for components (re-renders when the selected value changes). */
export function useSyncStatus<T>(select: (state: SyncStatusState) => T): T {
  return useStore(syncStatusStore, select);
}
