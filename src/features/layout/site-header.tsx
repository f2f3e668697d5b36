import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { PublicUser } from "#domain/user.ts";
import { LogoMark, SearchIcon } from "#ui/icons.tsx";
import { LanguagePicker } from "#ui/language-picker.tsx";
import { type AccountItems, AccountMenu } from "./account-menu.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

interface SiteHeaderProps {
  user: PublicUser | null;
  onLogout: () => void;
  status: ReactNode;
  accountItems: AccountItems;
}

/**
 * The shared header. Sticky, a fixed 4rem bar under the safe-area inset (the notch), so the page
 * never shifts when the session or language changes what the bar holds. `status` (the sync
 * badge) and `accountItems` come from the route that composes the shell.
 */
export function SiteHeader({ user, onLogout, status, accountItems }: SiteHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="site-header sticky top-0 z-30 border-b border-base-300/80 bg-base-100/90 pt-[env(safe-area-inset-top)] backdrop-blur-md supports-[backdrop-filter]:bg-base-100/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 ps-[max(0.75rem,env(safe-area-inset-left))] pe-[max(0.75rem,env(safe-area-inset-right))] sm:px-6 lg:px-8 xl:gap-4">
        <div className="xl:hidden">
          <MobileMenu user={user} onLogout={onLogout} accountItems={accountItems} />
        </div>
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-field px-1 text-lg font-bold tracking-tight"
        >
          <LogoMark className="size-8 text-primary" />
          {/* Below 420 px the wordmark gives its room to Sign In (long in hy, de); still read out. */}
          <span className="max-[420px]:sr-only">CultureWell</span>
          <span className="sr-only">{t`Home`}</span>
        </Link>
        <nav aria-label={t`Main`} className="hidden min-w-0 xl:block">
          <MainNav variant="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {status}
          <Link
            to="/experiences"
            search={{ search: "" }}
            hash="search"
            className="btn btn-ghost btn-square size-11"
            aria-label={t`Search experiences`}
          >
            <SearchIcon className="size-5" />
          </Link>
          {/* Full language name only where the bar has room (Armenian and German labels are long). */}
          <div className="hidden sm:block 2xl:hidden">
            <LanguagePicker compact />
          </div>
          <div className="hidden 2xl:block">
            <LanguagePicker />
          </div>
          {user ? (
            <div className="hidden xl:block">
              <AccountMenu user={user} onLogout={onLogout} accountItems={accountItems} />
            </div>
          ) : (
            <Link to="/login" className="btn btn-primary ms-1 min-h-11 px-4 whitespace-nowrap">
              {t`Sign In`}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
