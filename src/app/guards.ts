import { canListExperiences, canRefer } from "#domain/permissions.ts";
import { dashboardPathFor } from "#domain/user.ts";
import type { RouteAccess } from "#routes/__root.tsx";

/**
 * Route guards as pure functions of the session and the location, so they are unit-tested without
 * a router. `src/app/router.tsx` turns a redirect outcome into the router's `redirect()`.
 *
 * Access levels (docs/product.md "Screens"):
 * - public: anyone (/, /landing, /why-culture-wellbeing, /for-partners, /contact, the 404);
 * - guest-only: /login and /signup; a signed-in user is sent to their dashboard;
 * - signed-in: everything else; a visitor is sent to /login and brought back after sign-in.
 *
 * Role rules among the signed-in routes: a role dashboard (either path) of another
 * role sends the user to their own dashboard; the partner pages send anyone but a cultural
 * partner to their dashboard (the professional pages likewise send anyone but a
 * professional to their dashboard). `/partner/check-in/*` is not among them: door helpers of any role
 * check tickets in there (the door feature decides who may scan which experience).
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
  if (access === "signed-in") return decideRole(session, location.pathname);
  if (access === "guest-only" && session.signedIn) {
    return { kind: "redirect", href: dashboardPathFor(session.userType) };
  }
  return ALLOW;
}

/** Dashboard paths (both spellings) → the user type's canonical dashboard. */
const ROLE_DASHBOARDS: Readonly<Record<string, string>> = {
  "/dashboard-individual": dashboardPathFor("individual"),
  "/dashboard/individual": dashboardPathFor("individual"),
  "/dashboard-professional": dashboardPathFor("professional"),
  "/dashboard/professional": dashboardPathFor("professional"),
  "/dashboard-cultural-partner": dashboardPathFor("cultural_partner"),
  "/dashboard/cultural-partner": dashboardPathFor("cultural_partner"),
};

/** The partner's own pages; written out, so a new /partner/… path is open until listed here. */
const PARTNER_ONLY_PATHS: ReadonlySet<string> = new Set([
  "/partner/experiences/new",
  "/partner/bookings",
  "/partner/analytics",
  "/partner/profile",
  "/partner/resources",
]);

/** The professional's own pages; written out like the partner's. */
const PROFESSIONAL_ONLY_PATHS: ReadonlySet<string> = new Set([
  "/professional/referrals",
  "/professional/referrals/new",
  "/professional/resources",
  "/professional/evidence",
]);

function decideRole(session: SessionSnapshot, pathname: string): GuardOutcome {
  // The router matches paths case-insensitively and with a trailing slash: so does the rule.
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase();
  const own = dashboardPathFor(session.userType);
  const dashboard = ROLE_DASHBOARDS[path];
  if (dashboard !== undefined && dashboard !== own) return { kind: "redirect", href: own };
  if (PARTNER_ONLY_PATHS.has(path) && !canListExperiences(session.userType)) {
    return { kind: "redirect", href: own };
  }
  if (PROFESSIONAL_ONLY_PATHS.has(path) && !canRefer(session.userType)) {
    return { kind: "redirect", href: own };
  }
  return ALLOW;
}

/** `/login?redirect=<path+search>`: the place to return to after signing in. */
export function loginHrefFor(location: GuardLocation): string {
  const back = `${location.pathname}${location.searchStr}`;
  if (back === "/" || back === "") return "/login";
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/** Where `/dashboard` sends the current user: by user type, individual by default. */
export function dashboardHrefFor(session: SessionSnapshot): string {
  return dashboardPathFor(session.userType);
}
