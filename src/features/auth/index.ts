/**
 * Public surface of the auth feature (the contract other parts of the app import).
 * Everything else in this folder is internal.
 */
export { signOut } from "./account.ts";
export { LoginPage } from "./components/login-form.tsx";
export { SignupPage } from "./components/signup-form.tsx";
export { currentUserId, NotSignedInError, requireCurrentUserId } from "./current-user.ts";
export { useFirstVisit } from "./hooks/use-first-visit.ts";
export {
  countPendingChanges,
  expireSession,
  restoreSession,
} from "./session.ts";

/** For non-React callers (router guards, the sync engine) that need the session synchronously. */
export { useSessionStore } from "./session-store.ts";
export { useSession } from "./use-session.ts";
