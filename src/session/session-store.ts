import { create } from "zustand";
import type { PublicUser } from "#domain/user.ts";
import { removeUserSnapshot, writeUserSnapshot } from "./local-session.ts";

/**
 * Session state (docs/decisions/0003-offline-session.md): `loading` until the stored session has
 * been read, then signed in or out. `expired` is set when the server answered 401 for a stored
 * token while local data (and possibly queued changes) remain: the user is asked to sign in
 * again.
 */
export type SessionStatus = "loading" | "signed-in" | "signed-out";

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
  expired: boolean;
  setSignedIn: (token: string, user: PublicUser) => void;
  setUser: (user: PublicUser) => void;
  setSignedOut: (options?: { expired?: boolean }) => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  status: "loading",
  token: null,
  user: null,
  expired: false,
  setSignedIn: (token, user) => set({ status: "signed-in", token, user, expired: false }),
  setUser: (user) => set({ user }),
  setSignedOut: (options) =>
    set({ status: "signed-out", token: null, user: null, expired: options?.expired ?? false }),
}));

/**
 * The localStorage snapshot of the user (read before the first paint, session-snapshot.ts)
 * follows the store, whatever changed it: sign-in, a refreshed or edited profile, sign-out, a
 * revoked session, a deleted account. One writer, so no path can forget it.
 */
useSessionStore.subscribe((state, previous) => {
  if (state.status === "signed-in" && state.user) {
    if (state.user !== previous.user) writeUserSnapshot(state.user);
  } else if (state.status === "signed-out") {
    removeUserSnapshot();
  }
});
