import { db } from "#db/db.ts";
import type { AuthResponse } from "#domain/user.ts";
import { clearPrivateData } from "#sync/private-data.ts";
import { readToken, removeToken, writeToken } from "./local-session.ts";
import { logout } from "./session-api.ts";
import { currentSessionEpoch, nextSessionEpoch } from "./session-epoch.ts";
import {
  ensureInstallationId,
  readCachedUser,
  removeSyncToken,
  writeCachedUser,
  writeSyncToken,
} from "./session-persistence.ts";
import { useSessionStore } from "./session-store.ts";

/** A sign-out should not wait long on a server that does not answer. */
const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Makes `user` the session of this device. Private rows left by anyone else (including queued
 * changes kept after an expired session) are wiped first: one user's data is never shown to,
 * or pushed with the token of, another user. The same user signing in again keeps them, so
 * their queued changes continue. A sign-out that starts meanwhile wins: the rest is skipped.
 */
export async function establishSession({ token, user }: AuthResponse): Promise<void> {
  const epoch = nextSessionEpoch();
  const previous = await readCachedUser();
  if (previous?.id !== user.id) await clearPrivateData(db);
  if (currentSessionEpoch() !== epoch) return;
  writeToken(token);
  await writeCachedUser(user);
  await ensureInstallationId();
  if (currentSessionEpoch() !== epoch) return;
  await writeSyncToken(token, user.id);
  if (currentSessionEpoch() !== epoch) return;
  useSessionStore.getState().setSignedIn(token, user);
}

/**
 * Signs out: asks the server to revoke the token (best effort: offline or an already revoked
 * token must not keep anyone signed in), removes the token and every private row of this
 * device, then marks the store signed out. Navigation is the caller's job.
 */
export async function signOut(): Promise<void> {
  nextSessionEpoch();
  const token = useSessionStore.getState().token ?? readToken();
  const revoke = token
    ? logout(token, timeoutSignal(LOGOUT_TIMEOUT_MS)).catch(() => undefined)
    : Promise.resolve(undefined);
  removeToken();
  await removeSyncToken();
  try {
    await clearPrivateData(db);
  } catch (error) {
    // The store still goes signed out; restoreSession retries the wipe on the next start.
    console.error("Could not clear private data on sign-out", error);
  }
  useSessionStore.getState().setSignedOut();
  await revoke;
}

/** Changes of the signed-in user not yet saved on the server (the sign-out warning). */
export async function countPendingChanges(): Promise<number> {
  const user = useSessionStore.getState().user;
  if (!user) return 0;
  try {
    return await countPending(user.id);
  } catch {
    return 0;
  }
}

/** Changes `userId` queued on this device and not yet sent. */
export function countPending(userId: string): Promise<number> {
  return db.outbox.where("userId").equals(userId).count();
}

export function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(ms) : undefined;
}
