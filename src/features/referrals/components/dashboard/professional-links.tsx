import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

const LINK = "btn btn-outline min-h-11 justify-start";

/** The professional's links and the support response promise. */
export function ProfessionalLinks() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="professional-links" className="mt-10 grid gap-6 md:grid-cols-2">
      <nav aria-labelledby="professional-links">
        <h2 id="professional-links" className="text-xl font-semibold">
          {t`Your tools`}
        </h2>
        <ul className="mt-3 grid gap-2">
          <li>
            <Link to="/professional/referrals" className={`${LINK} w-full`}>
              {t`All referrals and outcomes`}
            </Link>
          </li>
          <li>
            <Link to="/professional/resources" className={`${LINK} w-full`}>
              {t`How to refer: resources`}
            </Link>
          </li>
          <li>
            <Link to="/professional/evidence" className={`${LINK} w-full`}>
              {t`The evidence for culture and wellbeing`}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="rounded-box border border-base-300 bg-base-200/60 p-5">
        <h2 className="text-xl font-semibold">{t`Need help?`}</h2>
        <p className="mt-2 text-base-content/80">
          {t`Our team answers professionals within 2 hours during business hours.`}
        </p>
        <Link to="/contact" className="btn btn-primary mt-4 min-h-11">
          {t`Contact Support`}
        </Link>
      </div>
    </section>
  );
}
