import { useStore } from "zustand";
import { syncStatusStore } from "#sync/status-store.ts";

/**
 * True while this device may simply not have the data yet: before its first complete sync
 * (online, no error so far) or while a sync runs. "Not found" and "nothing here" screens wait
 * for it, so a deep link opened on a fresh device shows a skeleton instead of a false
 * 'Experience Not Found' for the second it takes to pull.
 */
export function useSyncMayBringData(options: { whileSyncing?: boolean } = {}): boolean {
  const whileSyncing = options.whileSyncing ?? true;
  return useStore(
    syncStatusStore,
    (s) =>
      (s.lastSyncedAt === null && s.online && s.lastError === null) || (whileSyncing && s.syncing),
  );
}
