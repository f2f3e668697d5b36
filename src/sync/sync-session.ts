import { type CultureWellDB, META_KEYS } from "#db/db.ts";

/**
 * Who the engine syncs for: the token and its user, as the auth feature wrote them to IndexedDB
 * meta at sign-in (the service worker cannot read localStorage). Token and user id travel as
 * one value, so an outbox entry is only ever sent with the token of the user who made it.
 */
export interface SyncSession {
  userId: string;
  token: string;
}

export function parseSyncSession(value: unknown): SyncSession | null {
  const v = value as Partial<SyncSession> | null | undefined;
  return typeof v?.token === "string" && v.token !== "" && typeof v.userId === "string"
    ? { userId: v.userId, token: v.token }
    : null;
}

export async function readSyncSession(db: CultureWellDB): Promise<SyncSession | null> {
  return parseSyncSession((await db.meta.get(META_KEYS.sessionToken))?.value);
}

export async function writeSyncSession(db: CultureWellDB, session: SyncSession): Promise<void> {
  await db.meta.put({ key: META_KEYS.sessionToken, value: session });
}

export async function removeSyncSession(db: CultureWellDB): Promise<void> {
  await db.meta.delete(META_KEYS.sessionToken);
}

export function sameSession(a: SyncSession | null, b: SyncSession | null): boolean {
  return a?.token === b?.token && a?.userId === b?.userId;
}
