import { useLiveQuery } from "dexie-react-hooks";
import { useStore } from "zustand";
import { getMeta, META_KEYS } from "#db/db.ts";
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

/**
 * Whether a sync of the signed-in user has completed on this device: the sync time the engine
 * writes at the end of each one, which the status store mirrors once the engine has started
 * (after the first screen's content), and which sign-in and sign-out wipe with the private rows.
 */
async function hasSyncedOnThisDevice(): Promise<boolean> {
  return (await getMeta(META_KEYS.lastSyncedAt)) !== undefined;
}

/**
 * False once this device holds the signed-in user's own rows (their first sync here has ended,
 * or it cannot happen now: offline, or it failed, and the rows on the device are all there is);
 * true before; undefined while that is being read. Screens that count the user's rows (the three
 * dashboards) show placeholders until it is false, so a new device never shows a participant
 * with bookings, a partner with listings or a professional with referrals as a newcomer.
 */
export function useFirstSyncPending(): boolean | undefined {
  const mayBringData = useSyncMayBringData({ whileSyncing: false });
  // The store learns the last sync time only once the engine starts: read where it mirrors it
  // from, so a returning device shows its rows at once.
  const synced = useLiveQuery(hasSyncedOnThisDevice, []);
  if (!mayBringData || synced === true) return false;
  return synced === undefined ? undefined : true;
}
