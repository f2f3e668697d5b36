import { t } from "@lingui/core/macro";
import { db } from "#db/db.ts";
import { ApiError } from "#sync/http.ts";
import { clearPrivateData } from "#sync/private-data.ts";
import { showToast } from "#ui/toast-store.ts";
import { countPending, establishSession, timeoutSignal } from "./account.ts";
import { isPublicUser, readToken, readUserSnapshot, removeToken } from "./local-session.ts";
import { fetchCurrentUser } from "./session-api.ts";
import { currentSessionEpoch } from "./session-epoch.ts";
import {
  ensureInstallationId,
  readCachedUser,
  removeSyncToken,
  writeCachedUser,
  writeSyncToken,
} from "./session-persistence.ts";
import { useSessionStore } from "./session-store.ts";

const SESSION_CHECK_TIMEOUT_MS = 5000;

let inFlightCheck: Promise<void> | null = null;
let onlineListenerInstalled = false;

/**
 * Reads the stored session from IndexedDB and sets the store, then checks it with the server in
 * the background. The boot has usually set the store already from localStorage alone
 * (session-snapshot.ts) and rendered; this then reconciles, right after the first paint:
 *
 * - no token → signed out (a snapshot without its token is stale);
 * - token + a user in IndexedDB → signed in as THAT user: it owns the private rows on this
 *   device, so it wins over a snapshot naming someone else (the router re-guards on the change);
 * - token + only the snapshot (IndexedDB evicted, or a failed write) → signed in as the
 *   snapshot's user, written back to IndexedDB; an evicted database is noted for the user
 *   first (installation-check.ts) and the sync then pulls everything again;
 * - token and no user anywhere (a token from before this version): a user object is needed to
 *   render a signed-in app, so online we wait for the check (bounded by a timeout); offline, or
 *   if the check fails, we start signed out but KEEP the token, and the next `online` event
 *   retries the check, which signs the user in on 200.
 *
 * Signed in, and online, GET /api/auth/user follows: 200 refreshes the user, 401 ends the
 * session, a network error or 5xx keeps it. The check runs again on every `online` event.
 */
export async function restoreSession(): Promise<void> {
  installOnlineListener();
  const token = readToken();
  const cached = await readCachedUser();
  if (!token) {
    if (useSessionStore.getState().status !== "signed-out")
      useSessionStore.getState().setSignedOut();
    if (cached) void wipeAbandonedData(cached.id);
    return;
  }
  const user = cached ?? readUserSnapshot();
  if (user) {
    if (!cached) {
      // Loaded on this rare path only: a signed-in start with its user in IndexedDB (the
      // usual one) does not carry it before its first paint.
      const { noticeClearedDatabase } = await import("./installation-check.ts");
      await noticeClearedDatabase();
      await writeCachedUser(user);
    } else {
      await ensureInstallationId(); // an installation older than decision 0025 may have none
    }
    // Sessions from before the sync engine have no IndexedDB copy of the token yet.
    await writeSyncToken(token, user.id);
    const state = useSessionStore.getState();
    const unchanged =
      state.status === "signed-in" && state.token === token && state.user?.id === user.id;
    if (!unchanged) state.setSignedIn(token, user);
    if (isOnline()) void revalidateSession();
    return;
  }
  if (isOnline()) await revalidateSession();
  if (useSessionStore.getState().status === "loading") useSessionStore.getState().setSignedOut();
}

/**
 * Asks the server who the stored token belongs to. One check at a time; callers share it.
 * An answer is ignored if the session changed while the request was out (signed out, or
 * signed in as someone else).
 */
export function revalidateSession(): Promise<void> {
  inFlightCheck ??= checkWithServer().finally(() => {
    inFlightCheck = null;
  });
  return inFlightCheck;
}

async function checkWithServer(): Promise<void> {
  const token = currentToken();
  if (!token) return;
  const epoch = currentSessionEpoch();
  const stillCurrent = () => currentSessionEpoch() === epoch && currentToken() === token;
  try {
    const user = await fetchCurrentUser(token, timeoutSignal(SESSION_CHECK_TIMEOUT_MS));
    if (!stillCurrent() || !isPublicUser(user)) return;
    const state = useSessionStore.getState();
    if (state.status === "signed-in" && state.user?.id === user.id) {
      state.setUser(user);
      await writeCachedUser(user);
    } else {
      await establishSession({ token, user });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && stillCurrent()) {
      await endRevokedSession();
    }
    // Network error, timeout or 5xx: the local session stands; the next `online` retries.
  }
}

/**
 * The server no longer accepts the token (revoked, expired). The store goes signed out with
 * `expired: true` (the server, not the user, ended it; the router re-runs its guards on that) and
 * the user is told why. Queued changes are never thrown away: if the user has any, their private
 * rows and snapshot stay, so signing in again as the same user continues the sync. Otherwise the
 * private rows go, as on sign-out.
 */
async function endRevokedSession(): Promise<void> {
  const { status, user } = useSessionStore.getState();
  removeToken();
  await removeSyncToken();
  if (status !== "signed-in" || !user) {
    // Never shown as signed in on this page: nothing to announce.
    if (status !== "signed-out") useSessionStore.getState().setSignedOut();
    return;
  }
  const keepsChanges = (await countPending(user.id)) > 0;
  if (!keepsChanges) await clearPrivateData(db).catch((error: unknown) => console.error(error));
  useSessionStore.getState().setSignedOut({ expired: true });
  showToast({
    title: t`Your session has ended`,
    description: keepsChanges
      ? t`Please sign in again. Your unsaved changes are kept on this device.`
      : t`Please sign in again.`,
    variant: "info",
  });
}

/**
 * The sync engine got a 401 for `token` (decision 0004, "Outcomes"): the same path as a 401 of
 * the session check — queued changes are kept, the user is asked to sign in again, and signing
 * in as the same user continues the sync. Ignored when that token is no longer the session's
 * (the user already signed out, or in again with a new token).
 */
export async function expireSession(token: string): Promise<void> {
  if (currentToken() !== token) return;
  await endRevokedSession();
}

/**
 * Invariant: without a token, private rows stay only while they hold unsent changes. This
 * repairs a sign-out that was interrupted before the wipe finished.
 */
async function wipeAbandonedData(userId: string): Promise<void> {
  try {
    if ((await countPending(userId)) === 0) await clearPrivateData(db);
  } catch (error) {
    console.error("Could not clear private data", error);
  }
}

function currentToken(): string | null {
  return useSessionStore.getState().token ?? readToken();
}

function isOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}

function installOnlineListener(): void {
  if (onlineListenerInstalled || typeof window === "undefined") return;
  onlineListenerInstalled = true;
  window.addEventListener("online", () => void revalidateSession());
}
