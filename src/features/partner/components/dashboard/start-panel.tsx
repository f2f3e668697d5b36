import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** A new partner's first steps, in place of an empty list of experiences. */
export function StartPanel() {
  const { t } = useLingui();
  return (
    <div className="rounded-box border border-primary/30 bg-primary/6 p-6 sm:p-8">
      <h3 className="text-xl font-semibold">{t`Welcome to CultureWell: let's get you started`}</h3>
      <ol className="mt-4 list-decimal space-y-2 ps-5 text-base-content/90">
        <li>{t`Tell visitors who you are: add your organisation, venues and access information.`}</li>
        <li>{t`List your first experience: what happens, when, where and how it supports wellbeing.`}</li>
        <li>{t`Read our guide to welcoming first-timers and running accessible sessions.`}</li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/partner/experiences/new" className="btn btn-primary min-h-11">
          {t`List your first experience`}
        </Link>
        <Link to="/partner/profile" className="btn btn-outline min-h-11">
          {t`Set up your profile`}
        </Link>
        <Link to="/partner/resources" className="btn btn-ghost min-h-11">
          {t`Read the guide`}
        </Link>
      </div>
    </div>
  );
}
