/**
 * Public surface of the auth feature (the contract other parts of the app import).
 * Everything else in this folder is internal.
 */
export { signIn, signOut, signUp } from "./account.ts";
export { LoginPage, type LoginPageProps } from "./components/login-form.tsx";
export { SignupPage } from "./components/signup-form.tsx";
export { currentUserId, NotSignedInError, requireCurrentUserId } from "./current-user.ts";
export {
  countPendingChanges,
  expireSession,
  restoreSession,
  revalidateSession,
} from "./session.ts";
export type { SessionStatus } from "./session-store.ts";
/** For non-React callers (router guards, the sync engine) that need the session synchronously. */
export { useSessionStore } from "./session-store.ts";
export { type SessionView, useSession } from "./use-session.ts";
