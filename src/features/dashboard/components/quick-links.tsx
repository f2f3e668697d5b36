import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** Quick links to /experiences, /profile and /favorites (and the calendar beside them). */
export function QuickLinks() {
  const { t } = useLingui();
  const linkClass = "btn btn-outline min-h-11 justify-start";
  return (
    <nav aria-labelledby="dashboard-quick-links" className="mb-10">
      <h2 id="dashboard-quick-links" className="mb-4 text-2xl font-semibold">
        {t`Quick links`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <Link to="/experiences" className={`${linkClass} btn-block`}>
            {t`Browse Experiences`}
          </Link>
        </li>
        <li>
          <Link to="/profile" className={`${linkClass} btn-block`}>
            {t`My Profile`}
          </Link>
        </li>
        <li>
          <Link to="/favorites" className={`${linkClass} btn-block`}>
            {t`My Favorites`}
          </Link>
        </li>
        <li>
          <Link to="/calendar" className={`${linkClass} btn-block`}>
            {t`My Calendar`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
