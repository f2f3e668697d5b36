import { createRouter, type RouterHistory, redirect } from "@tanstack/react-router";
import { LOGOUT_REDIRECT_DELAY_MS } from "#domain/constants.ts";
import { useSessionStore } from "#session/session-store.ts";
import { routeTree } from "../routeTree.gen.ts";
import { dashboardHrefFor, decideAccess, type SessionSnapshot } from "./guards.ts";

/** The session as the guards see it; read at navigation time, never cached. */
function sessionSnapshot(): SessionSnapshot {
  const { status, user } = useSessionStore.getState();
  return { signedIn: status === "signed-in", userType: user?.userType };
}

/**
 * Scroll restoration, except on the first render over a prerendered page (decision 0016: the app
 * starts after that page's paint and draws the same page): the visitor may have scrolled it
 * already, or the browser may have scrolled it to a #hash, and that position stays.
 */
function restoreScrollUnlessPrerendered(): () => boolean {
  let overPrerendered =
    typeof document !== "undefined" && !!document.getElementById("root")?.hasChildNodes();
  return () => {
    const restore = !overPrerendered;
    overPrerendered = false;
    return restore;
  };
}

/**
 * The app's router. The browser has one (`router` below, on the address bar); the build's
 * prerender makes its own on a memory history (src/app/prerender/render-page.tsx), so both
 * render the same routes with the same options.
 */
export function createAppRouter({
  history,
  scrollRestoration = restoreScrollUnlessPrerendered(),
}: {
  history?: RouterHistory;
  scrollRestoration?: false | (() => boolean);
} = {}) {
  return createRouter({
    routeTree,
    history,
    context: {
      enforceAccess: (access, location) => {
        const outcome = decideAccess(access, sessionSnapshot(), location);
        if (outcome.kind === "redirect") throw redirect({ href: outcome.href, replace: true });
      },
      dashboardHref: () => dashboardHrefFor(sessionSnapshot()),
      logout: () => void logout(),
    },
    defaultPreload: "intent",
    scrollRestoration,
  });
}

export const router = createAppRouter();

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

/** True while the user's own logout runs; its navigation to /login follows a delay. */
let loggingOut = false;

/**
 * Logout: sign out, then go to /login 500 ms later. Unsent changes would be
 * deleted with the private data, so with any pending the user is asked first.
 */
async function logout(): Promise<void> {
  // Loaded on use: the sign-out path (Dexie, the sync feature) is not part of the first paint.
  const [{ countPendingChanges, signOut }, { confirmSignOut }] = await Promise.all([
    import("#session/account.ts"),
    import("#features/sync/index.ts"),
  ]);
  if (!(await confirmSignOut(await countPendingChanges()))) return;
  loggingOut = true;
  try {
    const delay = new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS));
    // signOut is best effort (offline it only clears local data); never strand the user here.
    await Promise.all([signOut().catch((error: unknown) => console.error(error)), delay]);
    await router.navigate({ to: "/login" });
  } finally {
    loggingOut = false;
  }
}

/**
 * When the session ends by other means (the server revoked the token, seen on the background
 * re-check), re-run the guards so a protected screen sends the user to sign in and back. The
 * user's own logout is left to finish its delayed navigation. Likewise when the signed-in user
 * changes under the page: the first paint trusts the localStorage snapshot, and IndexedDB, read
 * right after, may name another user or role (session.ts reconciles).
 */
export function reguardOnSessionChange(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.status === "signed-in" && state.status === "signed-out" && !loggingOut) {
      void router.invalidate();
    }
    const switched =
      previous.status === "signed-in" &&
      state.status === "signed-in" &&
      (previous.user?.id !== state.user?.id || previous.user?.userType !== state.user?.userType);
    if (switched) void router.invalidate();
  });
}
