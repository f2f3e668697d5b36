import type { ReactNode } from "react";
import type { PublicUser } from "#domain/user.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

interface AppShellProps {
  user: PublicUser | null;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * Skip link, header, main, footer: the frame of every screen except the stand-alone ones
 * (landing, login, sign-up). `main` takes focus after a navigation (see the root route), hence
 * `tabIndex={-1}` and no outline: it is a landing spot, not a control. `main` is at least a
 * viewport tall, so the footer starts below the fold and a list that fills in from IndexedDB
 * after the first paint never pushes it down on screen (issue 15: CLS 0.23 on /experiences).
 */
export function AppShell({ user, onLogout, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} onLogout={onLogout} />
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
