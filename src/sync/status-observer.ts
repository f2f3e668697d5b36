import { liveQuery } from "dexie";
import { type CultureWellDB, META_KEYS } from "#db/db.ts";
import type { RejectionRow } from "#db/types.ts";
import type { SyncStatusStore } from "./status-store.ts";
import { parseSyncSession } from "./sync-session.ts";

/**
 * Mirrors what IndexedDB knows into the status store: pending count, rejections and last sync
 * time of the current user. A Dexie live query, so a change made or synced in another tab or in
 * the service worker shows here too.
 *
 * "Current user" is the sync token's user or, after the server ended the session (401), the
 * kept user snapshot: their changes are still waiting and the badge must say so.
 */
export function observeSyncStatus(db: CultureWellDB, store: SyncStatusStore): () => void {
  const subscription = liveQuery(() => readStatus(db)).subscribe({
    next: (status) => store.setState(status),
    error: (error: unknown) => console.error("Sync status query failed", error),
  });
  return () => subscription.unsubscribe();
}

export async function readStatus(db: CultureWellDB) {
  const [sessionRow, userRow, lastRow] = await Promise.all([
    db.meta.get(META_KEYS.sessionToken),
    db.meta.get(META_KEYS.sessionUser),
    db.meta.get(META_KEYS.lastSyncedAt),
  ]);
  const session = parseSyncSession(sessionRow?.value);
  const snapshotId = (userRow?.value as { id?: unknown } | undefined)?.id;
  const userId = session?.userId ?? (typeof snapshotId === "string" ? snapshotId : null);
  const [pending, rejected] = userId
    ? await Promise.all([
        db.outbox.where("userId").equals(userId).count(),
        db.rejections.where("userId").equals(userId).toArray(),
      ])
    : [0, [] as RejectionRow[]];
  rejected.sort((a, b) => (a.rejectedAt < b.rejectedAt ? 1 : a.rejectedAt > b.rejectedAt ? -1 : 0));
  return {
    pending,
    rejected,
    signedIn: session !== null,
    lastSyncedAt: typeof lastRow?.value === "string" ? lastRow.value : null,
  };
}
