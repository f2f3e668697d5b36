/**
 * The part of the auth feature the first paint loads (issue 15): the session as the guards, the
 * header and the landing page read it, restored from localStorage. No IndexedDB, no forms: the
 * rest of the feature (index.ts) loads with the screens that need it.
 */
export { currentUserId } from "./current-user.ts";
export { restoreSessionSnapshot } from "./session-snapshot.ts";
export { useSessionStore } from "./session-store.ts";
export { useSession } from "./use-session.ts";
