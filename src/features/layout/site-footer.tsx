import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { categoryLabel } from "#catalogue/category-labels.ts";
import { LIST_CATEGORIES } from "#domain/constants.ts";
import { LogoMark } from "#ui/icons.tsx";
import { SUPPORT_LINKS } from "./nav-items.ts";

/** The footer shows a fixed year, not the current one: the product's copy says 2025. */
const FOOTER_YEAR = 2025;

const LINK_CLASS =
  "inline-flex min-h-11 items-center py-1 text-base-content/80 hover:text-primary hover:underline sm:min-h-9";

/** The shared footer: blurb, experience categories, support pages. */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  return (
    <footer className="mt-auto border-t border-base-300 bg-base-200 pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-8 text-primary" />
            CultureWell
          </p>
          <p className="mt-3 max-w-md text-base-content/80">
            {t`Connecting people with arts, music, theatre and community experiences that support wellbeing, reduce loneliness and bring people together.`}
          </p>
        </div>
        <nav aria-labelledby="footer-experiences">
          <h2 id="footer-experiences" className="font-semibold">
            {t`Experiences`}
          </h2>
          <ul className="mt-3 flex flex-col">
            {LIST_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to="/experiences" search={{ category }} className={LINK_CLASS}>
                  {categoryLabel(i18n, category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="font-semibold">
            {t`Support`}
          </h2>
          <ul className="mt-3 flex flex-col">
            {SUPPORT_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={LINK_CLASS}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact" className={LINK_CLASS}>
                {t`Contact Us`}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-base-300">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-base-content/75 sm:px-6 lg:px-8">
          {t`© ${FOOTER_YEAR} CultureWell. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
