import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { PublicUser } from "#domain/user.ts";
import { ChevronDownIcon, UserIcon } from "#ui/icons.tsx";
import { useDisclosure } from "#ui/use-disclosure.ts";

/**
 * Items another feature adds to the signed-in user's menus (the door check-in link), composed by
 * the route that renders the shell. Called once per menu; each item renders its own `<li>`, or
 * nothing.
 */
export type AccountItems = (menu: {
  user: PublicUser;
  className: string;
  onNavigate: () => void;
}) => ReactNode;

interface AccountMenuProps {
  user: PublicUser;
  onLogout: () => void;
  accountItems: AccountItems;
}

const ITEM_CLASS =
  "flex min-h-11 w-full items-center rounded-field px-3 text-start text-sm hover:bg-base-200 focus-visible:bg-base-200";

/**
 * The signed-in user's menu on wide screens: Account, Dashboard, the composed items (Door
 * check-in, for partners and door helpers only), Logout.
 */
export function AccountMenu({ user, onLogout, accountItems }: AccountMenuProps) {
  const { t } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { open, panelId, toggleRef, panelRef, toggle, close } = useDisclosure(pathname);
  const label = accountLabel(user) ?? t`Profile`;

  return (
    <div className="relative">
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-ghost min-h-11 gap-2 px-2.5 font-medium"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="grid size-8 place-items-center rounded-full bg-primary/10 text-primary">
          <UserIcon className="size-4" />
        </span>
        <span className="max-w-40 truncate">{label}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
      >
        <ul className="flex flex-col gap-0.5">
          <li>
            <Link to="/profile" className={ITEM_CLASS} onClick={() => close()}>
              {t`Account`}
            </Link>
          </li>
          <li>
            <Link to="/dashboard" className={ITEM_CLASS} onClick={() => close()}>
              {t`Dashboard`}
            </Link>
          </li>
          {accountItems({ user, className: ITEM_CLASS, onNavigate: () => close() })}
          <li className="mt-1 border-t border-base-300 pt-1">
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
      </div>
    </div>
  );
}

/** The menu is labelled with the username; null when there is none. */
export function accountLabel(user: Pick<PublicUser, "username"> | null): string | null {
  const name = user?.username?.trim();
  return name ? name : null;
}
