import { db, getClientId, getMeta, META_KEYS, setMeta } from "#db/db.ts";
import type { PublicUser } from "#domain/user.ts";
import { readSyncSession, removeSyncSession, writeSyncSession } from "#sync/sync-session.ts";

/**
 * The IndexedDB half of a stored session: the user in meta (whose private rows this device
 * holds; it outlives a cleared localStorage so an interrupted sign-out can be finished) and the
 * sync engine's copy of the token. The localStorage half is in local-session.ts.
 */

export async function readCachedUser(): Promise<PublicUser | null> {
  try {
    const user = await getMeta<PublicUser>(META_KEYS.sessionUser);
    return user && typeof user.id === "string" ? user : null;
  } catch {
    // IndexedDB unavailable: behave as if nothing was cached.
    return null;
  }
}

export async function writeCachedUser(user: PublicUser): Promise<void> {
  try {
    await setMeta(META_KEYS.sessionUser, user);
  } catch {
    // Only the offline reload loses out; the session itself is fine.
  }
}

/**
 * Every signed-in installation has its id (`meta` clientId) from the sign-in on, not only from
 * its first push: a missing id then means a lost database, never a user who has only read so far
 * (docs/decisions/0025-storage-kept.md).
 */
export async function ensureInstallationId(): Promise<void> {
  try {
    await getClientId(db);
  } catch {
    // IndexedDB unavailable: the session lives in localStorage only.
  }
}

/**
 * The sync engine's copy of the token, bound to its user (IndexedDB meta): the service worker's
 * Background Sync cannot read localStorage. Written with the token, removed with it.
 */
export async function writeSyncToken(token: string, userId: string): Promise<void> {
  try {
    const current = await readSyncSession(db);
    if (current?.token !== token || current.userId !== userId) {
      await writeSyncSession(db, { token, userId });
    }
  } catch {
    // IndexedDB unavailable: nothing can be queued either, so nothing needs sending.
  }
}

export async function removeSyncToken(): Promise<void> {
  try {
    await removeSyncSession(db);
  } catch {
    // Nothing stored.
  }
}
