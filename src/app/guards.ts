import { dashboardPathFor } from "#domain/user.ts";
import type { RouteAccess } from "#routes/__root.tsx";

/**
 * Route guards as pure functions of the session and the location, so they are unit-tested without
 * a router. `src/app/router.tsx` turns a redirect outcome into the router's `redirect()`.
 *
 * Access levels (spec §2, §6):
 * - public: anyone (/, /landing, /why-culture-wellbeing, /for-partners, /contact, the 404);
 * - guest-only: /login and /signup; a signed-in user is sent to their dashboard;
 * - signed-in: everything else; a visitor is sent to /login and brought back after sign-in.
 */

export interface SessionSnapshot {
  signedIn: boolean;
  userType?: string | undefined;
}

export interface GuardLocation {
  pathname: string;
  /** Search string including the leading "?", or "" (the router's `searchStr`). */
  searchStr: string;
}

export type GuardOutcome = { kind: "allow" } | { kind: "redirect"; href: string };

const ALLOW: GuardOutcome = { kind: "allow" };

export function decideAccess(
  access: RouteAccess,
  session: SessionSnapshot,
  location: GuardLocation,
): GuardOutcome {
  if (access === "signed-in" && !session.signedIn) {
    return { kind: "redirect", href: loginHrefFor(location) };
  }
  if (access === "guest-only" && session.signedIn) {
    return { kind: "redirect", href: dashboardPathFor(session.userType) };
  }
  return ALLOW;
}

/** `/login?redirect=<path+search>`: the place to return to after signing in. */
export function loginHrefFor(location: GuardLocation): string {
  const back = `${location.pathname}${location.searchStr}`;
  if (back === "/" || back === "") return "/login";
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/** Where `/dashboard` sends the current user (spec §2): by user type, individual by default. */
export function dashboardHrefFor(session: SessionSnapshot): string {
  return dashboardPathFor(session.userType);
}
