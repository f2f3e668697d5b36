import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import type { PublicUser } from "#domain/user.ts";
import { CloseIcon, MenuIcon } from "#ui/icons.tsx";
import { LanguagePicker } from "#ui/language-picker.tsx";
import { useDisclosure } from "#ui/use-disclosure.ts";
import { type AccountItems, accountLabel } from "./account-menu.tsx";
import { MainNav } from "./main-nav.tsx";

interface MobileMenuProps {
  user: PublicUser | null;
  onLogout: () => void;
  accountItems: AccountItems;
}

const ITEM_CLASS =
  "flex min-h-12 w-full items-center rounded-field px-4 text-start text-base font-medium hover:bg-base-200 aria-[current=page]:text-primary";

/**
 * Small screens: the main links and the account links collapse behind one toggle. It closes on
 * navigation and Escape (focus goes back to the toggle). The mobile menu's Dashboard link goes
 * to "/" (docs/product.md).
 */
export function MobileMenu({ user, onLogout, accountItems }: MobileMenuProps) {
  const { t } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { open, panelId, toggleRef, panelRef, toggle, close } = useDisclosure(pathname);
  const done = () => close();

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-ghost btn-square size-11"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Menu`}
        onClick={toggle}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="mobile-menu absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-base-300 bg-base-100 px-[max(1rem,env(safe-area-inset-left))] pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-xl"
      >
        <nav aria-label={t`Main`}>
          <MainNav variant="menu" onNavigate={done} />
        </nav>
        <div className="mt-3 border-t border-base-300 pt-3 sm:hidden">
          <LanguagePicker align="inline" />
        </div>
        <div className="mt-3 border-t border-base-300 pt-3">
          {user ? (
            <section aria-label={t`Account`}>
              <p className="px-4 pb-2 text-sm text-base-content/70">
                {accountLabel(user) ?? t`Profile`}
              </p>
              <ul className="flex flex-col gap-1">
                <li>
                  <Link to="/profile" className={ITEM_CLASS} onClick={done}>
                    {t`Account`}
                  </Link>
                </li>
                <li>
                  <Link
                    to="/"
                    activeOptions={{ exact: true }}
                    className={ITEM_CLASS}
                    onClick={done}
                  >
                    {t`Dashboard`}
                  </Link>
                </li>
                {accountItems({ user, className: ITEM_CLASS, onNavigate: done })}
                <li>
                  <button
                    type="button"
                    className={ITEM_CLASS}
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    {t`Logout`}
                  </button>
                </li>
              </ul>
            </section>
          ) : (
            <Link to="/login" className="btn btn-primary btn-block min-h-12" onClick={done}>
              {t`Sign In`}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
