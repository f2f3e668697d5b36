import { db, getMeta, META_KEYS, setMeta } from "#db/db.ts";
import type { PublicUser } from "#domain/user.ts";
import { readSyncSession, removeSyncSession, writeSyncSession } from "#sync/sync-session.ts";

/**
 * Where a session survives a reload: the token in localStorage under `auth_token` (spec §3), the
 * user snapshot in IndexedDB meta, so a reload without a connection can still show the user.
 * localStorage may throw (storage disabled, quota); a session that cannot be stored then lives
 * for this page only.
 */

export const TOKEN_STORAGE_KEY = "auth_token";

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage unavailable: the in-memory session still works until the tab closes.
  }
}

export function removeToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

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
