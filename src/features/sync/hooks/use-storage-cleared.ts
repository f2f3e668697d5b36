import { useLiveQuery } from "dexie-react-hooks";
import { dismissStorageCleared, storageClearedNote } from "../data/storage-cleared-repo.ts";
import { useSyncStatus } from "../use-sync-status.ts";

export interface StorageClearedState {
  /**
   * The data already sent is back: a sync completed after the clearing was noticed. Until then
   * the notice says it is coming back, not that it is back.
   */
  restored: boolean;
  dismiss: () => void;
}

/** The "your data was cleared" notice, in every tab, until the user dismisses it; else null. */
export function useStorageCleared(): StorageClearedState | null {
  const note = useLiveQuery(storageClearedNote, []);
  const lastSyncedAt = useSyncStatus((s) => s.lastSyncedAt);
  if (!note) return null;
  return {
    restored: lastSyncedAt !== null && lastSyncedAt >= note.at,
    dismiss: () => void dismissStorageCleared(),
  };
}
