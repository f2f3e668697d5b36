import { readToken, readUserSnapshot } from "./local-session.ts";
import { useSessionStore } from "./session-store.ts";

/**
 * Sets the session store from localStorage alone, before the first render, so the first paint
 * waits for neither IndexedDB nor the network (docs/decisions/0017-signed-in-first-load.md).
 * Returns false when that is not enough to know: a token without a user snapshot (a session
 * stored before snapshots existed, or a failed write). The caller then waits for
 * `restoreSession`, which reads IndexedDB, as before. Either way `restoreSession` runs afterwards
 * and reconciles (session.ts).
 */
export function restoreSessionSnapshot(): boolean {
  const token = readToken();
  const user = readUserSnapshot();
  const store = useSessionStore.getState();
  if (!token) {
    store.setSignedOut();
    return true;
  }
  if (!user) return false;
  store.setSignedIn(token, user);
  return true;
}
