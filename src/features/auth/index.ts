/**
 * Public surface of the auth feature: the sign-in and sign-up screens, and the first-visit
 * greeting. The session itself (who is signed in, sign-out, restore) is src/session/.
 */
export { LoginPage } from "./components/login-form.tsx";
export { SignupPage } from "./components/signup-form.tsx";
export { useFirstVisit } from "./hooks/use-first-visit.ts";
