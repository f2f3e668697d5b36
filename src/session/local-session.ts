import type { PublicUser } from "#domain/user.ts";

/**
 * The synchronous half of a stored session, in localStorage: the token under `auth_token`
 * (docs/decisions/0003-offline-session.md) and a snapshot of the signed-in user. Both are
 * readable before IndexedDB opens, so the router guards and the header are right on the first
 * paint. The snapshot is a copy: the
 * user in IndexedDB meta (session-persistence.ts) stays the authority on whose private rows the
 * device holds, and the boot reconciles the two once Dexie is open (session.ts).
 * localStorage may throw (storage disabled, quota); a session that cannot be stored then lives
 * for this page only.
 */

export const TOKEN_STORAGE_KEY = "auth_token";
export const USER_SNAPSHOT_KEY = "culturewell.session-user";

export function readToken(): string | null {
  return readItem(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string): void {
  writeItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  removeItem(TOKEN_STORAGE_KEY);
}

/** The snapshot, or null when there is none or it is not a user (hand-edited, older shape). */
export function readUserSnapshot(): PublicUser | null {
  const text = readItem(USER_SNAPSHOT_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPublicUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeUserSnapshot(user: PublicUser): void {
  writeItem(USER_SNAPSHOT_KEY, JSON.stringify(user));
}

export function removeUserSnapshot(): void {
  removeItem(USER_SNAPSHOT_KEY);
}

/** Trusted for shape only this far: enough to render a signed-in app. */
export function isPublicUser(value: unknown): value is PublicUser {
  const u = value as Partial<PublicUser> | null;
  return (
    typeof u?.id === "string" && typeof u.username === "string" && typeof u.userType === "string"
  );
}

function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage unavailable: the in-memory session still works until the tab closes.
  }
}

function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}
