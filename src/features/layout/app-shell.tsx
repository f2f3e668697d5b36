import type { ReactNode } from "react";
import type { PublicUser } from "#domain/user.ts";
import type { AccountItems } from "./account-menu.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

interface AppShellProps {
  user: PublicUser | null;
  onLogout: () => void;
  /** In the header's bar, before the search link: the sync status. */
  status: ReactNode;
  /** Items other features add to the signed-in user's menus (the door check-in link). */
  accountItems: AccountItems;
  children: ReactNode;
}

/**
 * Skip link, header, main, footer: the frame of every screen except the stand-alone ones
 * (landing, login, sign-up). `main` takes focus after a navigation (see the root route), hence
 * `tabIndex={-1}` and no outline: it is a landing spot, not a control. `main` is at least a
 * viewport tall, so the footer starts below the fold and a list that fills in from IndexedDB
 * after the first paint never pushes it down on screen (a layout shift of 0.23 on /experiences
 * before it was; docs/decisions/0017-signed-in-first-load.md). What other features put in the
 * frame (`status`, `accountItems`) the route composes (src/routes/-shared/composed-shell.tsx).
 */
export function AppShell({ user, onLogout, status, accountItems, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} onLogout={onLogout} status={status} accountItems={accountItems} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 ps-[max(1rem,env(safe-area-inset-left))] pe-[max(1rem,env(safe-area-inset-right))] outline-none sm:px-6 lg:px-8"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
