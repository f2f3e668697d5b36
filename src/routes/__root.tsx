import {
  createRootRouteWithContext,
  Outlet,
  type ParsedLocation,
  type StaticDataRouteOption,
  useMatches,
  useRouterState,
} from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { MAIN_CONTENT_ID } from "#features/layout/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { useSession } from "#session/use-session.ts";
import { NotFoundScreen } from "./-screens/not-found-screen.tsx";
import { loadAppShell, Shell } from "./-shared/app-shell-loader.tsx";

/** Who may open a route (docs/product.md); `src/app/guards.ts` decides, the router enforces. */
export type RouteAccess = "public" | "guest-only" | "signed-in";

/** Given by `src/app/router.tsx`, so routes enforce guards without importing the app layer. */
export interface RouterContext {
  /** Throws the router's redirect when the current session may not open this route. */
  enforceAccess: (access: RouteAccess, location: ParsedLocation) => void;
  /** The signed-in user's dashboard path (docs/product.md "Where people land"). */
  dashboardHref: () => string;
  /** Signs out, then navigates to /login half a second later. */
  logout: () => void;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * "none": a stand-alone screen with its own logo (landing, login, sign-up);
     * "signed-in-only": the shell only for signed-in users ("/" is the landing page for visitors).
     */
    shell?: "none" | "signed-in-only";
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell is a lazy chunk: fetched with the screen's own chunk, before either paints.
  beforeLoad: async ({ matches }) => {
    const signedIn = useSessionStore.getState().status === "signed-in";
    if (!isBare(matches.at(-1)?.staticData?.shell, signedIn)) await loadAppShell();
  },
  component: RootRoute,
  notFoundComponent: NotFoundScreen,
});

function RootRoute() {
  const { status, user } = useSession();
  const shell = useMatches({ select: (matches) => matches.at(-1)?.staticData?.shell });
  const { logout } = Route.useRouteContext();
  useFocusMainAfterNavigation();

  if (isBare(shell, status === "signed-in")) {
    // Stand-alone screens bring their own logo and bar; they still get the main landmark.
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh outline-none">
        <Outlet />
      </main>
    );
  }
  return (
    <Shell user={status === "signed-in" ? user : null} onLogout={logout}>
      <Outlet />
    </Shell>
  );
}

/** A stand-alone screen: no header and footer (the landing page, and "/" for visitors). */
function isBare(shell: StaticDataRouteOption["shell"], signedIn: boolean): boolean {
  return shell === "none" || (shell === "signed-in-only" && !signedIn);
}

/**
 * After a client-side navigation has rendered, move focus to the new content so keyboard and
 * screen-reader users start at the top of the new page instead of on a link that may be gone.
 * A page that already focused something of its own (a search box) keeps it.
 */
function useFocusMainAfterNavigation() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first resolution is the page load itself: focus stays at the top (skip link first).
    if (before === undefined || before === pathname) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || (main.contains(document.activeElement) && document.activeElement !== main)) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
