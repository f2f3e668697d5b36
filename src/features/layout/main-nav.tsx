import { useLingui } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { MAIN_NAV } from "./nav-items.ts";

interface MainNavProps {
  variant: "bar" | "menu";
  /** Called after a link is chosen (the mobile menu closes even when the path stays the same). */
  onNavigate?: () => void;
}

const LINK_CLASS = {
  bar: "inline-flex min-h-11 max-w-40 items-center xl:max-w-56 rounded-field px-2.5 text-center text-sm leading-tight font-medium text-base-content/80 transition-colors hover:bg-base-200 hover:text-base-content aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold",
  menu: "flex min-h-12 items-center rounded-field px-4 text-base font-medium hover:bg-base-200 aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold",
} as const;

/**
 * The four main links. The router marks the current one with `aria-current="page"`;
 * the styles key off that attribute, so highlight and accessibility cannot drift apart.
 */
export function MainNav({ variant, onNavigate }: MainNavProps) {
  const { i18n } = useLingui();
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.exact, includeSearch: false }}
            className={LINK_CLASS[variant]}
            onClick={onNavigate}
          >
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
