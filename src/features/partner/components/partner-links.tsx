import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** The partner's tools: the partner dashboard's links. */
export function PartnerLinks() {
  const { t } = useLingui();
  const item = "btn btn-outline h-auto min-h-11 justify-start py-3 text-start";
  return (
    <nav aria-labelledby="partner-tools" className="mb-10">
      <h2 id="partner-tools" className="mb-4 text-2xl font-semibold">
        {t`Partner tools`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <li>
          <Link to="/partner/experiences/new" className={`${item} w-full`}>
            {t`Add a new experience`}
          </Link>
        </li>
        <li>
          <Link to="/partner/bookings" className={`${item} w-full`}>
            {t`Bookings and attendees`}
          </Link>
        </li>
        <li>
          <Link to="/partner/analytics" className={`${item} w-full`}>
            {t`Analytics`}
          </Link>
        </li>
        <li>
          <Link to="/partner/profile" className={`${item} w-full`}>
            {t`Organisation profile`}
          </Link>
        </li>
        <li>
          <Link to="/partner/resources" className={`${item} w-full`}>
            {t`Resources for partners`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
